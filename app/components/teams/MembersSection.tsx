import { Form, Link } from "@remix-run/react";
import { WORK_ROLE_NAMES } from "~/lib/permissions";
import { ASSIGNABLE_TEAM_ROLES, TRANSFER_SCOPES } from "~/schemas/team";
import { CsrfField } from "../CsrfField";
import { BUTTON_CLASS, DANGER_LINK_CLASS, EditForm, INPUT_CLASS, usePendingEdits } from "../EditForm";
import { INTENT_FIELD } from "../forms";
import { Confirm } from "./Confirm";
import { CONFIRM_PARAMS, personName, SETTINGS_INTENTS, type TeamMemberEntry, type TeamSettings } from "./settings";

type Props = {
  settings: TeamSettings;
  path: string;
  canManage: boolean;
  canOwn: boolean;
  confirming: { removeMember: TeamMemberEntry | null; transfer: TeamMemberEntry | null };
};

const TRANSFER_LABELS = { TEAM: "The team", PROJECTS: "The team's projects its owner owns", BOTH: "Both the team and those projects" } as const;

/** The team's members with their roles; managers add organisation members, change roles and remove; owners transfer. */
export function MembersSection({ settings, path, canManage, canOwn, confirming }: Props) {
  const teamId = settings.team.teamId;
  const removing = new Set(usePendingEdits(SETTINGS_INTENTS.removeMember).map((f) => f.get("userId")));
  const roles = new Map(usePendingEdits(SETTINGS_INTENTS.changeRole).map((f) => [f.get("userId"), f.get("role")]));
  const members = settings.members.filter((member) => !removing.has(member.userId));
  return (
    <section aria-labelledby="members-title" className="mt-8">
      <h2 id="members-title" className="font-semibold">
        Members
      </h2>
      {confirming.removeMember ? (
        <Confirm
          id="confirm-remove-title"
          question={`Remove ${personName(confirming.removeMember)} from ${settings.team.name}? They leave its projects too; projects they own pass to the team's owner.`}
          action={path}
          cancelTo={path}
          intent={SETTINGS_INTENTS.removeMember}
          hidden={{ teamId, userId: confirming.removeMember.userId }}
          confirmLabel="Yes, remove"
        />
      ) : null}
      {confirming.transfer ? <ConfirmTransfer teamId={teamId} path={path} to={confirming.transfer} /> : null}
      <ul aria-label="Team members" className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {members.map((member) => (
          <li key={member.userId} aria-label={personName(member)} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{personName(member)}</p>
              <p className="truncate text-xs text-slate-500">{member.email}</p>
            </div>
            {member.role === "OWNER" || !canManage ? (
              <span className="text-sm text-slate-600">{WORK_ROLE_NAMES[member.role]}</span>
            ) : (
              <RoleForm teamId={teamId} path={path} member={member} pendingRole={roles.get(member.userId)?.toString()} />
            )}
            {canManage && member.role !== "OWNER" ? (
              <Link to={`${path}?${CONFIRM_PARAMS.removeMember}=${member.userId}`} className={DANGER_LINK_CLASS}>
                Remove
              </Link>
            ) : null}
            {canOwn && member.role !== "OWNER" && member.tenantRole !== "GUEST" ? (
              <Link to={`${path}?${CONFIRM_PARAMS.transfer}=${member.userId}`} className={BUTTON_CLASS}>
                Transfer ownership
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? <AddMemberForm settings={settings} path={path} /> : null}
    </section>
  );
}

function RoleForm({ teamId, path, member, pendingRole }: { teamId: string; path: string; member: TeamMemberEntry; pendingRole?: string }) {
  const fieldId = `role-${member.userId}`;
  return (
    <EditForm intent={SETTINGS_INTENTS.changeRole} action={path} hidden={{ teamId, userId: member.userId }} className="flex min-w-0 items-center gap-2">
      {(busy) => (
        <>
          <label htmlFor={fieldId} className="sr-only">
            Role of {personName(member)}
          </label>
          <select id={fieldId} name="role" key={pendingRole ?? member.role} defaultValue={pendingRole ?? member.role} className={INPUT_CLASS}>
            {ASSIGNABLE_TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {WORK_ROLE_NAMES[role]}
              </option>
            ))}
          </select>
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON_CLASS}>
            Save role
          </button>
        </>
      )}
    </EditForm>
  );
}

function AddMemberForm({ settings, path }: { settings: TeamSettings; path: string }) {
  if (settings.candidates.length === 0) {
    return <p className="mt-3 text-sm text-slate-500">Everyone in your organisation is in this team.</p>;
  }
  return (
    <Form method="post" action={path} className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={SETTINGS_INTENTS.addMember} />
      <input type="hidden" name="teamId" value={settings.team.teamId} />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="add-member" className="text-sm font-medium text-slate-700">
          Add a member of your organisation
        </label>
        <select id="add-member" name="userIds" required className={INPUT_CLASS}>
          {settings.candidates.map((person) => (
            <option key={person.userId} value={person.userId}>
              {personName(person)} ({person.email})
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="add-member-role" className="text-sm font-medium text-slate-700">
          Role
        </label>
        <select id="add-member-role" name="role" defaultValue="MEMBER" className={INPUT_CLASS}>
          {ASSIGNABLE_TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {WORK_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={BUTTON_CLASS}>
        Add to team
      </button>
    </Form>
  );
}

function ConfirmTransfer({ teamId, path, to }: { teamId: string; path: string; to: TeamMemberEntry }) {
  return (
    <Confirm
      id="confirm-transfer-title"
      question={`Transfer ownership to ${personName(to)}? The former owner stays as Admin.`}
      action={path}
      cancelTo={path}
      intent={SETTINGS_INTENTS.transfer}
      hidden={{ teamId, toUserId: to.userId }}
      confirmLabel="Yes, transfer"
    >
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="font-medium">What passes to {personName(to)}</legend>
        {TRANSFER_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input type="radio" name="scope" value={scope} defaultChecked={scope === "TEAM"} />
            {TRANSFER_LABELS[scope]}
          </label>
        ))}
      </fieldset>
    </Confirm>
  );
}
