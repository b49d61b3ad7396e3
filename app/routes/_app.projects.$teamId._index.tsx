import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { MemberAvatar } from "~/components/Avatar";
import { EmptyState, Panel, projectHref, StatCard } from "~/components/summary/parts";
import { apiResult, type ApiData } from "~/lib/api-result";
import { markedName, personLabel } from "~/lib/people";
import { WORK_ROLE_NAMES, type WorkRole } from "~/lib/permissions";
import { PROJECT_VISIBILITIES } from "~/schemas/teamSummary";
import { formatCalendarDay } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";

export const meta: MetaFunction<typeof loader> = ({ data: screen }) => [
  { title: `${screen && "team" in screen ? screen.team.name : "Team"} · Projects · Meridian` },
];

const FILTERS = ["search", "visibility", "overdueOnly", "cursor"] as const;

/** One workspace call: the team's totals, its project cards (filtered by the query string), members, open invites, activity. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url).searchParams;
  const query: { teamId: string } & Partial<Record<(typeof FILTERS)[number], string>> = { teamId: params.teamId ?? "" };
  for (const name of FILTERS) {
    const value = url.get(name)?.trim();
    if (value) query[name] = value;
  }
  const visibility = PROJECT_VISIBILITIES.find((known) => known === query.visibility);
  const overdueOnly = query.overdueOnly === "true" ? ("true" as const) : undefined;
  const result = await apiResult(await context.api.teamSummary.overview.$get({ query: { ...query, visibility, overdueOnly } }));
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  const filtered = Boolean(query.search || visibility || overdueOnly);
  return { ...result.data, filter: { search: query.search ?? "", visibility: visibility ?? "", overdueOnly: Boolean(overdueOnly), filtered } };
}

type Overview = ApiData<"teamSummary", "overview", "$get">;

export default function TeamSummary() {
  const screen = useLoaderData<typeof loader>();
  if ("message" in screen) {
    return (
      <section aria-labelledby="screen-title">
        <h1 id="screen-title" className="text-xl font-semibold">
          Team
        </h1>
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      </section>
    );
  }
  const { team, counts, cards, members, pendingInvites, activity, filter } = screen;
  return (
    <section aria-labelledby="screen-title" className="max-w-5xl">
      <h1 id="screen-title" className="text-xl font-semibold">
        {team.name}
      </h1>
      <ul aria-label="Team totals" className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
        <StatCard label="Projects" value={counts.projects} />
        <StatCard label="Open tasks" value={counts.open} />
        <StatCard label="Overdue" value={counts.overdue} tone="red" />
        <StatCard label="Completed" value={counts.done} tone="green" />
        <StatCard label="Progress %" value={counts.progress} />
      </ul>

      <Panel id="projects-title" title="Projects">
        <CardFilterForm filter={filter} />
        <ProjectCards teamId={team.teamId} cards={cards} filtered={filter.filtered} />
      </Panel>

      <div className="grid gap-x-8 lg:grid-cols-2">
        <Panel id="members-title" title={`Members`}>
          <ul className="space-y-2">
            {members.items.map((member) => (
              <li key={member.userId} className="flex items-center gap-3">
                <MemberAvatar member={member} size="sm" decorative />
                <span className="min-w-0 flex-1 truncate">{personLabel(member)}</span>
                <span className="text-xs text-slate-500">{WORK_ROLE_NAMES[member.role as WorkRole] ?? member.role}</span>
              </li>
            ))}
          </ul>
          {members.nextCursor ? <p className="mt-2 text-xs text-slate-500">More members are in the team settings.</p> : null}
        </Panel>

        {pendingInvites ? (
          <Panel id="invites-title" title="Pending invites">
            {pendingInvites.length === 0 ? (
              <EmptyState>No invites are waiting.</EmptyState>
            ) : (
              <ul className="space-y-1 text-sm">
                {pendingInvites.map((invite) => (
                  <li key={invite.inviteId} className="flex justify-between gap-3">
                    <span className="truncate">{invite.email}</span>
                    <span className="text-slate-500">
                      {invite.roleName}
                      {invite.expired ? " · expired" : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/settings/invites" className="mt-2 inline-block text-sm text-indigo-700 hover:underline">
              Manage invites
            </Link>
          </Panel>
        ) : null}
      </div>

      <Panel id="activity-title" title="Activity updates">
        <ActivityList activity={activity} />
      </Panel>
    </section>
  );
}

function CardFilterForm({ filter }: { filter: { search: string; visibility: string; overdueOnly: boolean; filtered: boolean } }) {
  return (
    <Form method="get" role="search" aria-label="Filter projects" className="mb-3 flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col gap-1">
        <span>Project name</span>
        <input name="search" type="search" defaultValue={filter.search} className="rounded-md border border-slate-300 px-2 py-1" />
      </label>
      <label className="flex flex-col gap-1">
        <span>Visibility</span>
        <select name="visibility" defaultValue={filter.visibility} className="rounded-md border border-slate-300 px-2 py-1">
          <option value="">All</option>
          <option value="PUBLIC">Public</option>
          <option value="PRIVATE">Private</option>
        </select>
      </label>
      <label className="flex items-center gap-2 py-1">
        <input name="overdueOnly" type="checkbox" value="true" defaultChecked={filter.overdueOnly} />
        <span>With overdue tasks</span>
      </label>
      <button type="submit" className="rounded-md bg-indigo-600 px-3 py-1 font-medium text-white hover:bg-indigo-700">
        Filter
      </button>
      {filter.filtered ? (
        <Link to="?" className="py-1 text-indigo-700 hover:underline">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

function ProjectCards({ teamId, cards, filtered }: { teamId: string; cards: Overview["cards"]; filtered: boolean }) {
  if (cards.items.length === 0) {
    if (filtered) return <EmptyState>No project matches this filter.</EmptyState>;
    return <EmptyState action={{ label: "New project", href: `/projects/${teamId}?open=new-project` }}>This team has no projects you can see yet.</EmptyState>;
  }
  return (
    <>
      <ul aria-label="Project cards" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cards.items.map((card) => (
          <li key={card.projectId} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link to={projectHref(teamId, card.projectId)} className="font-medium text-indigo-700 hover:underline">
              {card.name}
            </Link>
            <p className="text-xs text-slate-500">
              {card.visibility === "PRIVATE" ? "Private" : "Public"}
              {card.folderName ? ` · ${card.folderName}` : ""}
            </p>
            <div
              role="progressbar"
              aria-label={`${card.name} progress`}
              aria-valuenow={card.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full bg-green-600" style={{ width: `${card.progress}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-600">
              {card.progress}% done · {card.open} open · <span className={card.overdue ? "text-red-700" : ""}>{card.overdue} overdue</span>
            </p>
          </li>
        ))}
      </ul>
      {cards.nextCursor ? (
        <Link to={`?cursor=${cards.nextCursor}`} className="mt-2 inline-block text-sm text-indigo-700 hover:underline">
          More projects
        </Link>
      ) : null}
    </>
  );
}

const words = (verb: string) => verb.replaceAll("_", " ");

function ActivityList({ activity }: { activity: Overview["activity"] }) {
  const { dateFormat } = useDatePreferences();
  if (activity.items.length === 0) return <EmptyState>Nothing has happened in this team yet.</EmptyState>;
  return (
    <ol className="space-y-2 text-sm">
      {activity.items.map((entry) => (
        <li key={entry.activityId} className="flex gap-3">
          <time className="w-24 shrink-0 text-xs text-slate-500" dateTime={new Date(entry.createdAt).toISOString()}>
            {formatCalendarDay(new Date(entry.createdAt).toISOString(), dateFormat)}
          </time>
          <span>
            <span className="font-medium">{entry.actor?.name ? markedName(entry.actor.name, entry.actor.deactivated) : "Meridian"}</span> {words(entry.verb)} {words(entry.itemType)}
            {entry.itemType === "project" && entry.projectName ? ` “${entry.projectName}”` : null}
            {entry.itemType !== "project" && typeof entry.detail.name === "string" ? ` “${entry.detail.name}”` : null}
            {entry.itemType !== "project" && entry.projectName ? <span className="text-slate-500"> in {entry.projectName}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
