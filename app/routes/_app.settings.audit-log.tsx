import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { DateField } from "~/components/DateField";
import { FILTER_CONTROL_CLASS, FilterSelect } from "~/components/FilterSelect";
import { apiResult } from "~/lib/api-result";
import { AUDIT_KINDS, auditFiltersOf, auditWords, type AuditEntry } from "~/lib/auditLog";
import { readDateParams } from "~/lib/dateFields";
import { formatMoment } from "~/lib/dates";
import { markedName } from "~/lib/people";
import { useDatePreferences } from "~/lib/shell";
import { ScrollBox } from "~/components/ScrollBox";

export const meta: MetaFunction = () => [{ title: "Audit log · Settings · Meridian" }];

const AUDIT_PATH = "/settings/audit-log";
const PAGE = 50;

/** Settings › Audit log (issue 20 §4): the organisation's activity, filtered by person, kind and days, a page at a time. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // Days filtered by without JavaScript come as typed (decision 82); the fields show them as typed.
  const filters = auditFiltersOf(readDateParams(params));
  const typedDays = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const cursor = params.get("cursor") ?? "";
  const [entries, people] = await Promise.all([
    context.api.auditLog.list.$get({ query: { ...filters, limit: String(PAGE), ...(cursor ? { cursor } : {}) } }).then(apiResult),
    context.api.settings.getUsersProfile.$get({ query: { limit: "100" } }).then(apiResult),
  ]);
  if (!entries.ok) return { allowed: false as const, message: entries.message, status: entries.status };
  return {
    allowed: true as const,
    filters,
    typedDays,
    entries: entries.data.items,
    nextCursor: entries.data.nextCursor,
    paged: cursor !== "",
    people: people.ok ? people.data.users.map((user) => ({ userId: user.userId, name: `${user.firstName} ${user.lastName}` })) : [],
  };
}

export default function AuditLog() {
  const screen = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-title" className="max-w-5xl">
      <h1 id="audit-title" className="text-xl font-semibold">
        Audit log
      </h1>
      {screen.allowed ? (
        <AuditScreen {...screen} />
      ) : (
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      )}
    </section>
  );
}

type ScreenData = Extract<Awaited<ReturnType<typeof loader>>, { allowed: true }>;


function AuditScreen({ filters, typedDays, entries, nextCursor, paged, people }: ScreenData) {
  const navigation = useNavigation();
  const preferences = useDatePreferences();
  const loading = navigation.state === "loading" && navigation.location.pathname === AUDIT_PATH;
  const query = new URLSearchParams(filters);
  const filtered = query.size > 0;
  return (
    <>
      <Form method="get" action={AUDIT_PATH} role="search" aria-label="Filter the audit log" className="mt-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <FilterSelect label="Person" name="actorId" value={filters.actorId} anyLabel="Anyone" choices={people.map((person) => ({ value: person.userId, label: person.name }))} />
        <FilterSelect label="Kind" name="itemType" value={filters.itemType} anyLabel="Any kind" choices={AUDIT_KINDS.map((kind) => ({ value: kind, label: kind.replace("_", " ") }))} />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="audit-from">From</label>
          <DateField id="audit-from" name="from" label="From" value={typedDays.from} className={FILTER_CONTROL_CLASS} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="audit-to">To</label>
          <DateField id="audit-to" name="to" label="To" value={typedDays.to} className={FILTER_CONTROL_CLASS} />
        </div>
        <button type="submit" aria-busy={loading || undefined} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
          {loading ? "Filtering…" : "Filter"}
        </button>
        {filtered ? (
          <Link to={AUDIT_PATH} className="px-2 py-1.5 text-sm text-brand-700 underline">
            Clear filters
          </Link>
        ) : null}
        <a href={`${AUDIT_PATH}.csv${filtered ? `?${query}` : ""}`} download className="ml-auto rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          Export CSV
        </a>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">{filtered ? "Nothing matches these filters." : "Nothing has happened yet."}</p>
      ) : (
        <ScrollBox label="Audit log" className="mt-6">
          <table aria-label="Audit log" className="w-full rounded-lg bg-white text-left text-sm ring-1 ring-slate-200">
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2">When (UTC)</th>
                <th scope="col" className="px-3 py-2">Person</th>
                <th scope="col" className="px-3 py-2">What happened</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.activityId}>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                    <time dateTime={new Date(entry.createdAt).toISOString()}>{formatMoment(entry.createdAt, preferences, "UTC")}</time>
                  </td>
                  <td className="px-3 py-2">{entry.actor ? markedName(entry.actor.name, entry.actor.deactivated) : "System"}</td>
                  <td className="px-3 py-2">
                    <EntryWords entry={entry} />
                    {entry.projectName ? <span className="block text-xs text-slate-500">in {entry.projectName}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <nav aria-label="Pages of the audit log" className="mt-4 flex gap-3 text-sm">
        {paged ? (
          <Link to={`${AUDIT_PATH}${filtered ? `?${query}` : ""}`} className="text-brand-700 underline">
            Newest
          </Link>
        ) : null}
        {nextCursor ? (
          <Link to={`${AUDIT_PATH}?${new URLSearchParams({ ...filters, cursor: nextCursor })}`} className="text-brand-700 underline">
            Older entries
          </Link>
        ) : null}
      </nav>
    </>
  );
}

/** An entry in words, each name a link to its page (issue 43 §5). */
function EntryWords({ entry }: { entry: AuditEntry }) {
  return (
    <span>
      {auditWords(entry).map((part, index) =>
        part.href ? (
          <Link key={index} to={part.href} className="font-medium text-brand-700 underline">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
