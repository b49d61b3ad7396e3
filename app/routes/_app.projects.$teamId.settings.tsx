import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Field, FormErrors, INTENT_FIELD, SchemaForm, SubmitButton } from "~/components/forms";
import { StatusesSection } from "~/components/statuses/StatusesSection";
import { HolidaysSection } from "~/components/teams/HolidaysSection";
import { MembersSection } from "~/components/teams/MembersSection";
import { CONFIRM_PARAMS, SETTINGS_INTENTS, type SettingsIntent } from "~/components/teams/settings";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { apiResult, failureReply, type ApiResult } from "~/lib/api-result";
import { canWork, WORK_ROLE_NAMES } from "~/lib/permissions";
import { redirectWithToast } from "~/lib/toast.server";
import { HolidaysFormSchema } from "~/schemas/dependency";
import { CreateStatusSchema, DeleteStatusSchema, ReorderStatusFormSchema, UpdateStatusSchema } from "~/schemas/status";
import { AddUsersToTeamSchema, ChangeRoleInTeamSchema, RemoveUserFromTeamSchema, TransferTeamSchema, UpdateTeamSchema } from "~/schemas/team";
import type { ApiClient } from "~/server/api/client";

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

/** An edit posted from this page: its schema, its API call and what the toast says when it worked. */
type Edit<S extends z.ZodType> = {
  schema: S;
  send(api: ApiClient, value: z.output<S>): Promise<ApiResult<unknown>>;
  done: string;
};
const edit = <S extends z.ZodType>(spec: Edit<S>) => spec;

const EDITS = {
  renameTeam: edit({ schema: UpdateTeamSchema, send: async (api, json) => apiResult(await api.team.update.$post({ json })), done: "Team renamed." }),
  addMember: edit({ schema: AddUsersToTeamSchema, send: async (api, json) => apiResult(await api.team.addUsersToTeam.$post({ json })), done: "Member added." }),
  changeRole: edit({ schema: ChangeRoleInTeamSchema, send: async (api, json) => apiResult(await api.team.changeRoleInTeam.$post({ json })), done: "Role changed." }),
  removeMember: edit({ schema: RemoveUserFromTeamSchema, send: async (api, json) => apiResult(await api.team.removeUserFromTeam.$post({ json })), done: "Member removed." }),
  transfer: edit({ schema: TransferTeamSchema, send: async (api, json) => apiResult(await api.team.transfer.$post({ json })), done: "Ownership transferred." }),
  createStatus: edit({ schema: CreateStatusSchema, send: async (api, json) => apiResult(await api.team.customStatus.create.$post({ json })), done: "Status added." }),
  updateStatus: edit({ schema: UpdateStatusSchema, send: async (api, json) => apiResult(await api.team.customStatus.update.$post({ json })), done: "Status saved." }),
  reorderStatus: edit({
    schema: ReorderStatusFormSchema,
    send: async (api, json) => apiResult(await api.team.customStatus.reorder.$post({ json })),
    done: "Statuses reordered.",
  }),
  deleteStatus: edit({ schema: DeleteStatusSchema, send: async (api, json) => apiResult(await api.team.customStatus.delete.$post({ json })), done: "Status deleted." }),
  updateHolidays: edit({ schema: HolidaysFormSchema, send: async (api, json) => apiResult(await api.team.holidays.update.$post({ json })), done: "Holidays saved." }),
} satisfies Record<SettingsIntent, unknown>;

/** Forms whose failures show next to their fields; every other edit answers its failure with a toast. */
const FIELD_FORMS: ReadonlySet<SettingsIntent> = new Set(["renameTeam", "createStatus"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const path = settingsPath(params.teamId ?? "");
  const formData = await request.formData();
  const intent = formData.get(INTENT_FIELD) as SettingsIntent;
  const spec = Object.hasOwn(EDITS, intent) ? (EDITS[intent] as Edit<z.ZodType>) : undefined;
  if (!spec) return redirectWithToast(request, path, { kind: "error", message: "Unknown change" });
  const submission = parseWithZod(formData, { schema: spec.schema });
  const failed = (message: string, result: SubmissionResult<string[]>) =>
    FIELD_FORMS.has(intent) ? data<Reply>({ intent, result }, 400) : redirectWithToast(request, path, { kind: "error", message });
  if (submission.status !== "success") {
    const reply = submission.reply();
    return failed(Object.values(reply.error ?? {}).flat()[0] ?? "Please check the form", reply);
  }
  const result = await spec.send(context.api, submission.value);
  if (!result.ok) return failed(Object.values(result.fields ?? {}).flat()[0] ?? result.message, failureReply(submission, result));
  return redirectWithToast(request, path, { kind: "success", message: spec.done });
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
