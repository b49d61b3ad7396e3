import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment } from "react";
import { CsrfField } from "~/components/CsrfField";
import { FormErrors, INTENT_FIELD } from "~/components/forms";
import {
  ACCESS_KEY_NAMES,
  ACCESS_KEYS,
  RESTRICTABLE_ROLES,
  RESTRICTION_VALUES,
  type AccessKey,
  type RestrictableRole,
  matrixCellName,
  type RestrictionRule,
} from "~/lib/accessRestrictions";
import { accessIntents } from "~/intents/access.server";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { ScrollBox } from "~/components/ScrollBox";

export const meta: MetaFunction = () => [{ title: "Access · Settings · Meridian" }];

const ACCESS_PATH = "/settings/access";
const ROLE_NAMES: Record<RestrictableRole, string> = { ADMIN: "Admins", MEMBER: "Members", GUEST: "Guests" };
const VALUE_NAMES = { none: "Allowed", disabled: "Disabled", hidden: "Hidden" } as const;
type Choice = keyof typeof VALUE_NAMES;
const CHOICES = Object.keys(VALUE_NAMES) as Choice[];

/** Settings › Access (issue 20 §3): the organisation's rules, with the teams, projects and people an override can name. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [rules, panel, people] = await Promise.all([
    context.api.settings.restrictions.$get().then(apiResult),
    context.api.tenant.getSecondPanelFilter.$get().then(apiResult),
    context.api.settings.getUsersProfile.$get({ query: { limit: "100", status: "ACTIVE" } }).then(apiResult),
  ]);
  if (!rules.ok) return { allowed: false as const, message: rules.message };
  const teams = panel.ok ? panel.data.teams : [];
  return {
    allowed: true as const,
    rules: rules.data.rules,
    teams: teams.map((team) => ({ id: team.teamId, name: team.name })),
    projects: teams.flatMap((team) =>
      [...team.folders.flatMap((folder) => folder.projects), ...team.projects].map((project) => ({ id: project.projectId, name: `${team.name} › ${project.name}` })),
    ),
    people: people.ok ? people.data.users.filter((user) => user.role !== "SUPER_ADMIN").map((user) => ({ id: user.userId, name: `${user.firstName} ${user.lastName}` })) : [],
  };
}

type Outcome = { error: string };

const tenantRule = (rules: readonly RestrictionRule[], key: AccessKey, role: RestrictableRole) =>
  rules.find((rule) => rule.level === "TENANT" && rule.role === role && rule.accessKey === key);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await accessIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data<Outcome>({ error: "Unknown action" }, 400);
  if (!outcome.ok) return data<Outcome>({ error: outcome.message }, outcome.status);
  return redirectWithToast(request, ACCESS_PATH, { kind: "success", message: outcome.message });
}

type ScreenData = Extract<Awaited<ReturnType<typeof loader>>, { allowed: true }>;

const SELECT = "rounded border border-slate-300 px-2 py-1 text-sm";
const PRIMARY = "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-70";

export default function AccessSettings() {
  const screen = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <section aria-labelledby="access-title" className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 id="access-title" className="text-xl font-semibold">
          Access
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Turn capabilities off for a role or for one person, in the whole organisation or in one team or project (the narrower rule wins).
          Hidden removes the control; Disabled shows it greyed with the reason. Super admins are never restricted.
        </p>
      </div>
      {outcome?.error ? <FormErrors id="access-error" errors={[outcome.error]} /> : null}
      {screen.allowed ? <AccessScreen {...screen} /> : <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>}
    </section>
  );
}

function AccessScreen(screen: ScreenData) {
  return (
    <>
      <RoleMatrix rules={screen.rules} />
      <Overrides {...screen} />
    </>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get(INTENT_FIELD) === intent;
}

/** Organisation-wide, by role: every capability × Admins, Members and Guests, saved as one change. */
function RoleMatrix({ rules }: { rules: ScreenData["rules"] }) {
  const busy = useBusy("matrix");
  return (
    <Form method="post" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <CsrfField />
      <ScrollBox label="Restrictions">
        <table className="w-full text-sm">
          <caption className="mb-3 text-left font-semibold">In the whole organisation</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                Capability
              </th>
              {RESTRICTABLE_ROLES.map((role) => (
                <th key={role} scope="col" className="py-1 pr-4 font-medium">
                  {ROLE_NAMES[role]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ACCESS_KEY_NAMES.map((key) => (
              <tr key={key} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <span className="font-medium">{ACCESS_KEYS[key].label}</span>
                  <span className="block text-xs text-slate-500">{ACCESS_KEYS[key].covers}</span>
                </th>
                {RESTRICTABLE_ROLES.map((role) => (
                  <td key={role} className="py-2 pr-4">
                    <select name={matrixCellName(key, role)} defaultValue={tenantRule(rules, key, role)?.value ?? "none"} aria-label={`${ACCESS_KEYS[key].label} for ${ROLE_NAMES[role]}`} className={SELECT}>
                      {CHOICES.map((choice) => (
                        <option key={choice} value={choice}>
                          {VALUE_NAMES[choice]}
                        </option>
                      ))}
                    </select>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <button type="submit" name={INTENT_FIELD} value="matrix" disabled={busy} className={`mt-4 ${PRIMARY}`}>
        {busy ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}

const placeOf = (rule: ScreenData["rules"][number]) => (rule.level === "TENANT" ? "The organisation" : `${rule.level === "TEAM" ? "Team" : "Project"} ${rule.scopeName ?? ""}`);
const whoOf = (rule: ScreenData["rules"][number]) => (rule.role ? ROLE_NAMES[rule.role] : (rule.userName ?? "Someone"));

/** The rules narrower than the matrix (a team, a project, or one person), each liftable, and a form to add one. */
function Overrides({ rules, teams, projects, people }: ScreenData) {
  const overrides = rules.filter((rule) => rule.level !== "TENANT" || rule.userId !== null);
  const busy = useBusy("override");
  return (
    <section aria-labelledby="overrides-title" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="overrides-title" className="font-semibold">
        For one team, project or person
      </h2>
      {overrides.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No team, project or person has a rule of its own.</p>
      ) : (
        <ScrollBox label="Overrides" className="mt-3">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                {["Capability", "Where", "Who", "How", ""].map((heading, index) => (
                  <th key={index} scope="col" className="py-1 pr-4 font-medium">
                    {heading || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overrides.map((rule) => (
                <tr key={`${rule.accessKey}.${rule.level}.${rule.scopeId}.${rule.role}.${rule.userId}`} className="border-t border-slate-100">
                  <td className="py-2 pr-4">{ACCESS_KEYS[rule.accessKey].label}</td>
                  <td className="py-2 pr-4">{placeOf(rule)}</td>
                  <td className="py-2 pr-4">{whoOf(rule)}</td>
                  <td className="py-2 pr-4">{VALUE_NAMES[rule.value]}</td>
                  <td className="py-2">
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="accessKey" value={rule.accessKey} />
                      <input type="hidden" name="place" value={rule.scopeId ? `${rule.level}:${rule.scopeId}` : rule.level} />
                      <input type="hidden" name="who" value={rule.role ? `role:${rule.role}` : `user:${rule.userId}`} />
                      <button type="submit" name={INTENT_FIELD} value="lift" className="text-sm text-brand-700 underline" aria-label={`Lift ${ACCESS_KEYS[rule.accessKey].label} for ${whoOf(rule)} in ${placeOf(rule)}`}>
                        Lift
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <Form method="post" aria-label="Add a rule" className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
        <CsrfField />
        <Choice name="accessKey" label="Capability" groups={[{ options: ACCESS_KEY_NAMES.map((key) => ({ value: key, label: ACCESS_KEYS[key].label })) }]} />
        <Choice
          name="place"
          label="Where"
          groups={[
            { options: [{ value: "TENANT", label: "The whole organisation" }] },
            { label: "Teams", options: teams.map((team) => ({ value: `TEAM:${team.id}`, label: team.name })) },
            { label: "Projects", options: projects.map((project) => ({ value: `PROJECT:${project.id}`, label: project.name })) },
          ]}
        />
        <Choice
          name="who"
          label="Who"
          groups={[
            { label: "Roles", options: RESTRICTABLE_ROLES.map((role) => ({ value: `role:${role}`, label: ROLE_NAMES[role] })) },
            { label: "People", options: people.map((person) => ({ value: `user:${person.id}`, label: person.name })) },
          ]}
        />
        <Choice name="value" label="How" defaultValue="hidden" groups={[{ options: RESTRICTION_VALUES.map((value) => ({ value, label: VALUE_NAMES[value] })) }]} />
        <button type="submit" name={INTENT_FIELD} value="override" disabled={busy} className={PRIMARY}>
          {busy ? "Adding…" : "Add rule"}
        </button>
      </Form>
    </section>
  );
}

type Options = Array<{ value: string; label: string }>;

/** A labelled select of the add-a-rule form; a group with a label is an optgroup. */
function Choice({ name, label, groups, defaultValue }: { name: string; label: string; groups: Array<{ label?: string; options: Options }>; defaultValue?: string }) {
  const options = (list: Options) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm">
      {label}
      <select name={name} aria-label={label} className={SELECT} defaultValue={defaultValue} required>
        {groups.map((group, index) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options(group.options)}
            </optgroup>
          ) : (
            <Fragment key={index}>{options(group.options)}</Fragment>
          ),
        )}
      </select>
    </label>
  );
}
