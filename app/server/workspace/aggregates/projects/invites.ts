import type { MailMessage } from "~/server/mail/types";
import type { PrivateProjectInviteInput } from "~/schemas/project";
import { defineCommand, defineQuery, fieldFailure, WorkspaceFailure, type TargetContext } from "../../operations";
import { deleteInvite, insertInvite, type InviteCopy } from "../invites/store";
import { about, MANAGES_PROJECT, NOT_A_MEMBER, requirePrivate } from "./commands";
import { activeMembers, putProjectMember } from "./store";

export const DEACTIVATED_INVITEE = "This person is deactivated in this organisation";

type Invitees = { projectId: string; emails: string[]; userIds: string[] };

/** An invite the directory stored for someone outside the organisation, and the expired one it replaces. */
export type ProjectInviteCopy = { invite: InviteCopy; replaces: string | null };

type Invitation = Pick<PrivateProjectInviteInput, "projectId" | "role"> & {
  /** People of the organisation, added at once. */
  userIds: string[];
  /** The organisation's invites the directory stored, carrying this project. */
  invites: ProjectInviteCopy[];
  /** Their mails, sent from the effects queue once the command committed. */
  mails: MailMessage[];
};

/** The people of the organisation among user ids, refused as a whole when one is not an active member. */
function requireActive(sql: SqlStorage, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length && activeMembers(sql, unique).length !== unique.length) throw fieldFailure(404, "userIds", NOT_A_MEMBER);
  return unique;
}

/** The project both operations act on: only a private one has its own members. */
function privateTarget(context: TargetContext<"project">) {
  requirePrivate(context.target.project);
  return context.target.project;
}

/** privateProjectInvite (issue 20 §2, decision 0052): who is in the organisation already and who needs its invite. */
export const projectInviteQueries = {
  "projects.invitees": defineQuery({
    acts: MANAGES_PROJECT,
    restrictedBy: "invitePeople",
    handler: (context, input: Invitees) => {
      const project = privateTarget(context);
      const members = requireActive(context.sql, input.userIds);
      const outsiders: string[] = [];
      for (const email of new Set(input.emails)) {
        const row = context.sql.exec<{ user_id: string; status: string }>("SELECT user_id, status FROM members WHERE lower(email) = ?", email).toArray()[0];
        if (!row) outsiders.push(email);
        else if (row.status !== "ACTIVE") throw fieldFailure(409, "emails", `${DEACTIVATED_INVITEE}: ${email}`);
        else members.push(row.user_id);
      }
      return { projectId: project.id, teamId: project.team_id, name: project.name, userIds: [...new Set(members)], outsiders };
    },
  }),
};

export const projectInviteCommands = {
  /** The one write of privateProjectInvite: members join with the role, the outsiders' invites are copied and mailed. */
  "projects.invite": defineCommand({
    acts: MANAGES_PROJECT,
    restrictedBy: "invitePeople",
    handler: (context, input: Invitation) => {
      const project = privateTarget(context);
      const added = requireActive(context.sql, input.userIds).filter((userId) => userId !== project.owner_id);
      for (const userId of added) putProjectMember(context.sql, project.id, userId, input.role, context.now);
      for (const { invite, replaces } of input.invites) {
        if (invite.projectId !== project.id) throw new WorkspaceFailure(400, "An invite carries another project");
        if (replaces) deleteInvite(context.sql, replaces);
        insertInvite(context.sql, invite);
      }
      const invited = input.invites.map(({ invite }) => ({ inviteId: invite.id, email: invite.email }));
      return { projectId: project.id, teamId: project.team_id, role: input.role, added, invited };
    },
    activity: (_input, done) => ({
      verb: "invited",
      ...about(done),
      detail: { users: done.added.join(","), emails: done.invited.map((invite) => invite.email).join(","), role: done.role },
    }),
    effects: (input) => input.mails.map((message) => ({ kind: "mail" as const, message })),
  }),
};
