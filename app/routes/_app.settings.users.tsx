import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { FILTER_CONTROL_CLASS, FilterSelect } from "~/components/FilterSelect";
import { apiResult } from "~/lib/api-result";
import { ROLE_DETAILS } from "~/lib/permissions";
import { MEMBER_STATUSES, USERS_PAGE, withoutEmptyValues } from "~/schemas/administration";
import { ScrollBox } from "~/components/ScrollBox";

export const meta: MetaFunction = () => [{ title: "Users · Settings · Meridian" }];

export const USERS_PATH = "/settings/users";
const FILTERS = ["search", "role", "teamId", "status"] as const;
const STATUS_NAMES: Record<(typeof MEMBER_STATUSES)[number], string> = { ACTIVE: "Active", DEACTIVATED: "Deactivated" };

/**
 * Settings › Users (issue 20 §1): the organisation's people, a page at a time, filtered by a GET
 * form; filters left empty are dropped from the request (spec §5). Members and guests see why not.
 */
export async function loader({ request, context, params: route }: LoaderFunctionArgs) {
  // A person's profile (the child route) loads its own data; the list is not read under it.
  if (route.userId) return null;
  const params = new URL(request.url).searchParams;
  const filters = withoutEmptyValues(Object.fromEntries(FILTERS.map((name) => [name, params.get(name)])));
  const skip = Math.max(0, Number.parseInt(params.get("skip") ?? "0", 10) || 0);
  const [users, teams] = await Promise.all([
    context.api.settings.getUsersProfile.$get({ query: { ...filters, limit: String(USERS_PAGE), ...(skip ? { skip: String(skip) } : {}) } }).then(apiResult),
    context.api.team.getAllTeams.$get().then(apiResult),
  ]);
  if (!users.ok) return { allowed: false as const, message: users.message };
  return {
    allowed: true as const,
    filters,
    page: users.data,
    teams: teams.ok ? teams.data.map((team) => ({ teamId: team.teamId, name: team.name })) : [],
  };
}

export default function UsersSettings() {
  const screen = useLoaderData<typeof loader>();
  if (!screen) return <Outlet />;
  return (
    <section aria-labelledby="users-title" className="max-w-4xl">
      <h1 id="users-title" className="text-xl font-semibold">
        Users
      </h1>
      {screen.allowed ? (
        <UsersScreen {...screen} />
      ) : (
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      )}
    </section>
  );
}

type ScreenData = Extract<NonNullable<Awaited<ReturnType<typeof loader>>>, { allowed: true }>;


function UsersScreen({ filters, page, teams }: ScreenData) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === USERS_PATH;
  const pageLink = (skip: number) => {
    const query = new URLSearchParams({ ...filters, ...(skip > 0 ? { skip: String(skip) } : {}) });
    return `${USERS_PATH}${query.size ? `?${query}` : ""}`;
  };
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <Form method="get" action={USERS_PATH} role="search" aria-label="Filter users" className="mt-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <label className="flex flex-col gap-1 text-sm">
          Name or e-mail
          <input name="search" type="search" defaultValue={filters.search ?? ""} maxLength={40} className={FILTER_CONTROL_CLASS} />
        </label>
        <FilterSelect label="Role" name="role" value={filters.role} anyLabel="Any role" choices={ROLE_DETAILS.map((role) => ({ value: role.name, label: role.displayName }))} />
        <FilterSelect label="Team" name="teamId" value={filters.teamId} anyLabel="Any team" choices={teams.map((team) => ({ value: team.teamId, label: team.name }))} />
        <FilterSelect
          label="State"
          name="status"
          value={filters.status}
          anyLabel="Active or deactivated"
          choices={MEMBER_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] }))}
        />
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700" aria-busy={loading || undefined}>
          {loading ? "Filtering…" : "Filter"}
        </button>
        {filtered ? (
          <Link to={USERS_PATH} className="px-2 py-1.5 text-sm text-brand-700 underline">
            Clear filters
          </Link>
        ) : null}
      </Form>
      {page.users.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">{filtered ? "No one matches these filters." : "No users yet."}</p>
      ) : (
        <ScrollBox label="Users" className="mt-6">
          <table className="w-full rounded-lg bg-white text-left text-sm ring-1 ring-slate-200" aria-label="Users">
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-2">Name</th>
                <th scope="col" className="px-4 py-2">E-mail</th>
                <th scope="col" className="px-4 py-2">Role</th>
                <th scope="col" className="px-4 py-2">State</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.users.map((user) => (
                <tr key={user.userId}>
                  <td className="px-4 py-2">
                    <Link to={`${USERS_PATH}/${user.userId}?back=${encodeURIComponent(location.pathname + location.search)}`} className="font-medium text-brand-700 hover:underline">
                      {user.firstName} {user.lastName}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-slate-600">{user.email}</td>
                  <td className="px-4 py-2">{user.roleName}</td>
                  <td className="px-4 py-2">{user.status === "ACTIVE" ? "Active" : <span className="text-amber-700">Deactivated</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <nav aria-label="Pages of users" className="mt-4 flex gap-3 text-sm">
        {page.skip > 0 ? (
          <Link to={pageLink(Math.max(0, page.skip - page.limit))} className="text-brand-700 underline">
            Previous page
          </Link>
        ) : null}
        {page.hasMore ? (
          <Link to={pageLink(page.skip + page.limit)} className="text-brand-700 underline">
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
