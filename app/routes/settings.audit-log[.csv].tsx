import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiResult } from "~/lib/api-result";
import { auditCsv, auditFiltersOf, type AuditEntry } from "~/lib/auditLog";

/** At most this many entries in one export (the log's newest first, filtered as the page is). */
const EXPORT_PAGES = 20;
const EXPORT_PAGE = 100;

const readPage = async (context: LoaderFunctionArgs["context"], filters: Record<string, string>, cursor: string | null) =>
  apiResult(await context.api.auditLog.list.$get({ query: { ...filters, limit: String(EXPORT_PAGE), ...(cursor ? { cursor } : {}) } }));

/** Settings › Audit log as CSV (issue 20 §4): the same call as the page, a page at a time; tenant admins only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = auditFiltersOf(new URL(request.url).searchParams);
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < EXPORT_PAGES; page++) {
    const result: Awaited<ReturnType<typeof readPage>> = await readPage(context, filters, cursor);
    if (!result.ok) return new Response(result.message, { status: result.status, headers: { "content-type": "text/plain; charset=utf-8" } });
    entries.push(...result.data.items);
    cursor = result.data.nextCursor;
    if (!cursor) break;
  }
  return new Response(auditCsv(entries), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="audit-log.csv"',
      "cache-control": "no-store",
    },
  });
}
