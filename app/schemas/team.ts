import * as z from "zod";
import { text } from "./fields";

/** Spec §5 team name: required, 2 to 200 characters. */
export const teamName = () => text({ label: "Team Name", min: 2, max: 200 });

/** The id of a team, user or status: an unknown one answers 404, as an invisible one does. */
export const entityId = (label: string) => z.string({ error: `Please choose a ${label}` }).min(1, `Please choose a ${label}`).max(64);

/** The roles a team gives its members; OWNER passes only by transfer. */
export const ASSIGNABLE_TEAM_ROLES = ["ADMIN", "MEMBER", "GUEST"] as const;
const teamRole = z.enum(ASSIGNABLE_TEAM_ROLES, { error: "Please select a Role" });

export const TRANSFER_SCOPES = ["TEAM", "PROJECTS", "BOTH"] as const;
export type TransferScope = (typeof TRANSFER_SCOPES)[number];

export const TeamIdSchema = z.object({ teamId: entityId("team") });

export const CreateTeamSchema = z.object({ name: teamName() });
export type CreateTeamInput = z.infer<typeof CreateTeamSchema>;

export const UpdateTeamSchema = z.object({ teamId: entityId("team"), name: teamName() });

export const CopyTeamSchema = z.object({
  teamId: entityId("team"),
  name: teamName(),
  withMembers: z.boolean().default(false),
});

/** Reorders the teams: the team goes right after `afterTeamId`, or first when it is null. */
export const MoveTeamSchema = z.object({ teamId: entityId("team"), afterTeamId: entityId("team").nullable() });

export const AddUsersToTeamSchema = z.object({
  teamId: entityId("team"),
  userIds: z.array(entityId("member")).min(1, "Please choose a member").max(50),
  role: teamRole.default("MEMBER"),
});

export const ChangeRoleInTeamSchema = z.object({ teamId: entityId("team"), userId: entityId("member"), role: teamRole });

export const RemoveUserFromTeamSchema = z.object({ teamId: entityId("team"), userId: entityId("member") });

export const TransferTeamSchema = z.object({
  teamId: entityId("team"),
  toUserId: entityId("member"),
  scope: z.enum(TRANSFER_SCOPES, { error: "Please choose what to transfer" }),
});
