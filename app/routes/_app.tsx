import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppHeader } from "~/components/shell/AppHeader";
import { LeftPanel } from "~/components/shell/LeftPanel";
import { apiResult, forwardCookies } from "~/lib/api-result";

/** The signed-in shell: one call to the tenant's workspace answers who is here (and renews the session cookie). */
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.host.kind !== "tenant") throw redirect("/");
  const result = await apiResult(await context.api.user.session.$get());
  if (!result.ok) throw redirect("/", { headers: forwardCookies(result.headers) });
  return data(result.data, { headers: forwardCookies(result.headers) });
}

export type ShellData = Awaited<ReturnType<typeof loader>>["data"];

export default function AppShell() {
  const shell = useLoaderData<typeof loader>();
  return (
    <div className="flex h-full flex-col">
      <AppHeader shell={shell} />
      <div className="flex min-h-0 flex-1">
        <LeftPanel />
        <main id="main" className="min-w-0 flex-1 overflow-auto p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
