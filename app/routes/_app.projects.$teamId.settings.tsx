import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { Field, FormErrors, INTENT_FIELD, SchemaForm, SubmitButton } from "~/components/forms";
import { StatusesSection } from "~/components/statuses/StatusesSection";
import { HolidaysSection } from "~/components/teams/HolidaysSection";
import { MembersSection } from "~/components/teams/MembersSection";
import { CONFIRM_PARAMS, SETTINGS_INTENTS, type SettingsIntent } from "~/components/teams/settings";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { firstMessage } from "~/intents/define.server";
import { teamSettingsIntents } from "~/intents/teamSettings.server";
import { apiResult } from "~/lib/api-result";
import { canWork, WORK_ROLE_NAMES } from "~/lib/permissions";
import { redirectWithToast } from "~/lib/toast.server";
import { UpdateTeamSchema } from "~/schemas/team";

export const meta: MetaFunction<typeof loader> = ({ data: screen }) => [
  { title: `${screen && "settings" in screen ? screen.settings.team.name : "Team"} settings · Meridian` },
];

const settingsPath = (teamId: string) => `/projects/${teamId}/settings`;

/** The team, its members and statuses in one workspace call; a confirmation step named in the query. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const result = await apiResult(await context.api.team.settings.$get({ query: { teamId: params.teamId ?? "" } }));
  if (!result.ok) return data({ message: result.message }, result.status);
  const query = new URL(request.url).searchParams;
  const member = (param: string) => result.data.members.find((m) => m.userId === query.get(param) && m.role !== "OWNER") ?? null;
  return {
    settings: result.data,
    confirming: {
      removeMember: member(CONFIRM_PARAMS.removeMember),
      transfer: member(CONFIRM_PARAMS.transfer),
      deleteStatus: result.data.statuses.find((s) => s.statusId === query.get(CONFIRM_PARAMS.deleteStatus)) ?? null,
    },
  };
}

type Reply = { intent: SettingsIntent; result: SubmissionResult<string[]> };

/** Edits after which the team is out of the working views: the page goes back to the projects. */
const LEAVING: ReadonlySet<SettingsIntent> = new Set(["archiveTeam", "deleteTeam"]);

/** Forms whose failures show next to their fields; every other edit answers its failure with a toast. */
const FIELD_FORMS: ReadonlySet<SettingsIntent> = new Set(["renameTeam", "createStatus"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const path = settingsPath(params.teamId ?? "");
  const outcome = await teamSettingsIntents.run(await request.formData(), context.api, params);
  if (!outcome) return redirectWithToast(request, path, { kind: "error", message: "Unknown change" });
  const { intent } = outcome;
  if (!outcome.ok) {
    return FIELD_FORMS.has(intent)
      ? data<Reply>({ intent, result: outcome.reply }, 400)
      : redirectWithToast(request, path, { kind: "error", message: firstMessage(outcome) });
  }
  return redirectWithToast(request, LEAVING.has(intent) ? "/projects" : path, { kind: "success", message: outcome.message });
}

export default function TeamSettingsPage() {
  const screen = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!("settings" in screen)) {
    return (
      <section aria-labelledby="team-settings-title">
        <h1 id="team-settings-title" className="text-xl font-semibold">
          Team settings
        </h1>
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      </section>
    );
  }
  const { settings, confirming } = screen;
  const { team } = settings;
  const path = settingsPath(team.teamId);
  const canManage = canWork(team.role, "team:manage");
  const resultOf = (intent: SettingsIntent) => (reply?.intent === intent ? reply.result : undefined);
  return (
    <section aria-labelledby="team-settings-title" className="max-w-3xl">
      <h1 id="team-settings-title" className="text-xl font-semibold">
        {team.name} settings
      </h1>
      <p className="mt-1 text-sm text-slate-600">Your role: {WORK_ROLE_NAMES[team.role]}</p>
      {canManage ? <TeamNameForm teamId={team.teamId} name={team.name} path={path} lastResult={resultOf("renameTeam")} /> : null}
      <MembersSection
        settings={settings}
        path={path}
        canManage={canManage}
        canOwn={canWork(team.role, "team:own")}
        confirming={confirming}
      />
      <StatusesSection settings={settings} path={path} canManage={canManage} deleting={confirming.deleteStatus} lastResult={resultOf("createStatus")} />
      <HolidaysSection settings={settings} path={path} canManage={canManage} />
      {canWork(team.role, "team:own") ? <HideTeam teamId={team.teamId} path={path} /> : null}
    </section>
  );
}

function TeamNameForm({ teamId, name, path, lastResult }: { teamId: string; name: string; path: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(UpdateTeamSchema, { id: "team-name", lastResult, defaultValue: { teamId, name } });
  return (
    <SchemaForm form={form} intent={SETTINGS_INTENTS.renameTeam} action={path} className="mt-6 flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:w-96">
      <input type="hidden" name="teamId" value={teamId} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Team Name" errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
      <SubmitButton pending={useIsSubmitting(SETTINGS_INTENTS.renameTeam)}>Rename team</SubmitButton>
    </SchemaForm>
  );
}

/** The owner archives the team or moves it to the bin, with its folders, projects and tasks; both undo from the archive and bin screen. */
function HideTeam({ teamId, path }: { teamId: string; path: string }) {
  return (
    <section aria-labelledby="hide-team-title" className="mt-6 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="hide-team-title" className="font-semibold">
        Archive or delete the team
      </h2>
      <p className="mt-1 text-sm text-slate-600">Its folders, projects and tasks go with it; you can restore it from the archive or the bin.</p>
      <Form method="post" action={path} className="mt-3 flex gap-2">
        <CsrfField />
        <input type="hidden" name="teamId" value={teamId} />
        <button type="submit" name={INTENT_FIELD} value={SETTINGS_INTENTS.archiveTeam} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          Archive team
        </button>
        <button type="submit" name={INTENT_FIELD} value={SETTINGS_INTENTS.deleteTeam} className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
          Move team to bin
        </button>
      </Form>
    </section>
  );
}
