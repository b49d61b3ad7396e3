import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { apiResult } from "~/lib/api-result";

export const meta: MetaFunction = () => [{ title: "Plan & storage · Settings · Meridian" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const result = await apiResult(await context.api.tenant.storageUsage.$get());
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return result.data;
}

/**
 * Settings › Plan & storage (issue 17 §3): the organisation's plan and how much of its storage
 * for files is used, against the plan's quota (uploads are refused once it is full).
 */
export default function StorageSettings() {
  const usage = useLoaderData<typeof loader>();
  const share = usage.quotaBytes > 0 ? Math.min(1, usage.usedBytes / usage.quotaBytes) : 1;
  const percent = Math.round(share * 1000) / 10;
  const full = usage.usedBytes >= usage.quotaBytes;
  return (
    <section aria-labelledby="storage-title" className="max-w-xl">
      <h1 id="storage-title" className="text-xl font-semibold">
        Plan &amp; storage
      </h1>
      <div className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <p className="text-sm text-slate-700">
          Plan: <span className="font-semibold text-ink">{usage.planName}</span>
        </p>
        <div className="flex flex-col gap-1">
          <p id="storage-used" className="text-sm text-slate-700">
            Storage for files: <span className="font-semibold text-ink">{usage.used}</span> of {usage.quota} used ({percent}%)
          </p>
          <progress aria-labelledby="storage-used" max={usage.quotaBytes || 1} value={Math.min(usage.usedBytes, usage.quotaBytes)} className="h-2 w-full accent-brand-600" />
        </div>
        {full ? (
          <p role="alert" className="text-sm text-red-700">
            Your organisation&apos;s storage is full: new files are refused. Delete files or upgrade the plan.
          </p>
        ) : (
          <p className="text-xs text-slate-500">Files attached to tasks, task groups and messages count towards it, up to 25 MB each.</p>
        )}
      </div>
    </section>
  );
}
