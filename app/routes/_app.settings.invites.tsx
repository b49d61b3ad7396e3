import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { RESTRICTED_REASON } from "~/lib/accessRestrictions";
import { DASHBOARD_ROLE_NAMES } from "~/lib/dashboards";
import { ConfirmByAddress } from "~/components/ConfirmByAddress";
import { CsrfField } from "~/components/CsrfField";
import { Field, FormErrors, INTENT_FIELD, SchemaForm, SelectField, SubmitButton } from "~/components/forms";
import { apiResult } from "~/lib/api-result";
import { inviteIntents } from "~/intents/invites.server";
import { WORK_ROLE_NAMES } from "~/lib/permissions";
import { redirectWithToast } from "~/lib/toast.server";
import { TeamInviteSchema } from "~/schemas/invite";
import { useFreshFormKey, useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

export const meta: MetaFunction = () => [{ title: "Invites · Settings · Meridian" }];

const INVITES_PATH = "/settings/invites";

/** The roles this admin may grant and the open invites; a member without the right sees why. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [roles, pending] = await Promise.all([
    context.api.tenant.getRolesForInvite.$get().then(apiResult),
    context.api.invite.pending.$get().then(apiResult),
  ]);
  if (!roles.ok) return { allowed: false as const, message: roles.message };
  if (!pending.ok) return { allowed: false as const, message: pending.message };
  const confirmCancel = new URL(request.url).searchParams.get("confirmCancel");
  return {
    allowed: true as const,
    roles: roles.data.roles,
    invites: pending.data,
    confirming: pending.data.find((invite) => invite.inviteId === confirmCancel) ?? null,
  };
}

/** A failed post: the invite form's conform reply, or the error of a resend or cancel. */
type Outcome = { result?: SubmissionResult<string[]>; error?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const outcome = await inviteIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data<Outcome>({ error: "Unknown invite" }, 400);
  if (!outcome.ok) {
    if (outcome.intent === "invite") return data<Outcome>({ result: outcome.reply }, outcome.status);
    return data<Outcome>({ error: outcome.by === "form" ? "Unknown invite" : outcome.message }, outcome.status);
  }
  return redirectWithToast(request, INVITES_PATH, { kind: "success", message: outcome.message });
}

export default function InvitesSettings() {
  const screen = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="invites-title" className="max-w-3xl">
      <h1 id="invites-title" className="text-xl font-semibold">
        Invites
      </h1>
      {screen.allowed ? (
        <InvitesScreen {...screen} />
      ) : (
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      )}
    </section>
  );
}

type ScreenData = Extract<Awaited<ReturnType<typeof loader>>, { allowed: true }>;

function InvitesScreen({ roles, invites, confirming }: ScreenData) {
  const outcome = useActionData<typeof action>();
  const formKey = useFreshFormKey();
  return (
    <>
      {outcome?.error ? <FormErrors id="invite-action-error" errors={[outcome.error]} /> : null}
      <Restricted capability="invitePeople" label={RESTRICTED_REASON} className="mt-6 block text-sm">
        <InviteForm key={formKey} roles={roles} lastResult={outcome?.result} />
      </Restricted>
      {confirming ? <ConfirmCancel email={confirming.email} inviteId={confirming.inviteId} /> : null}
      <PendingInvites invites={invites} />
    </>
  );
}

function InviteForm({ roles, lastResult }: { roles: ScreenData["roles"]; lastResult?: Outcome["result"] }) {
  const [form, fields] = useSchemaForm(TeamInviteSchema, { id: "team-invite", lastResult, defaultValue: { roleId: "" } });
  const submitting = useIsSubmitting("invite");
  return (
    <SchemaForm
      form={form}
      intent="invite"
      action={INVITES_PATH}
      className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 className="font-semibold">Invite someone to your organisation</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Email" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
      <SelectField
        label="Role"
        errors={fields.roleId.errors}
        placeholder="Select a role"
        choices={roles.map((role) => ({ value: String(role.id), label: role.displayName }))}
        selectProps={getSelectProps(fields.roleId)}
      />
      <SubmitButton pending={submitting}>Send invite</SubmitButton>
    </SchemaForm>
  );
}

function ConfirmCancel({ email, inviteId }: { email: string; inviteId: string }) {
  return (
    <ConfirmByAddress
      id="confirm-cancel"
      question={`Cancel the invite to ${email}? The link in their mail will stop working.`}
      action={INVITES_PATH}
      field={{ name: "inviteId", value: inviteId }}
      intent="cancel"
      confirm="Yes, cancel invite"
      keep="Keep invite"
    />
  );
}

function PendingInvites({ invites }: { invites: ScreenData["invites"] }) {
  return (
    <div className="mt-8">
      <h2 className="font-semibold">Pending invites</h2>
      {invites.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No pending invites.</p>
      ) : (
        <ul aria-label="Pending invites" className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {invites.map((invite) => (
            <li key={invite.inviteId} aria-label={invite.email} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{invite.email}</p>
                <p className="text-xs text-slate-500">
                  {invite.roleName} · invited by {invite.invitedBy}
                  {invite.expired ? " · expired" : ""}
                </p>
                {invite.projectId ? (
                  <p className="text-xs text-slate-500">
                    Project: {invite.projectName ?? "a deleted project"}
                    {invite.projectRole ? ` · ${WORK_ROLE_NAMES[invite.projectRole]}` : ""}
                  </p>
                ) : null}
                {invite.dashboardId ? (
                  <p className="text-xs text-slate-500">
                    Dashboard: {invite.dashboardName ?? "a deleted dashboard"}
                    {invite.dashboardRole ? ` · ${DASHBOARD_ROLE_NAMES[invite.dashboardRole]}` : ""}
                  </p>
                ) : null}
              </div>
              <Form method="post" action={INVITES_PATH}>
                <CsrfField />
                <input type="hidden" name="inviteId" value={invite.inviteId} />
                <button type="submit" name={INTENT_FIELD} value="resend" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
                  Resend
                </button>
              </Form>
              <Link
                to={`${INVITES_PATH}?confirmCancel=${invite.inviteId}`}
                className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
              >
                Cancel
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
