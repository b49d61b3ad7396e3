import * as z from "zod";
import { singleLineName, workId } from "./fields";

/** Spec §5 team name: required, 2 to 200 characters. */
export const teamName = () => singleLineName({ label: "Team Name", min: 2, max: 200 });


/** The roles a team gives its members; OWNER passes only by transfer. */
export const ASSIGNABLE_TEAM_ROLES = ["ADMIN", "MEMBER", "GUEST"] as const;
const teamRole = z.enum(ASSIGNABLE_TEAM_ROLES, { error: "Please select a Role" });

export const TRANSFER_SCOPES = ["TEAM", "PROJECTS", "BOTH"] as const;
export type TransferScope = (typeof TRANSFER_SCOPES)[number];

export const TeamIdSchema = z.object({ teamId: workId("team") });

export const CreateTeamSchema = z.object({ name: teamName() });
export type CreateTeamInput = z.infer<typeof CreateTeamSchema>;

export const UpdateTeamSchema = z.object({ teamId: workId("team"), name: teamName() });

export const CopyTeamSchema = z.object({
  teamId: workId("team"),
  name: teamName(),
  withMembers: z.boolean().default(false),
});

/** Reorders the teams: the team goes right after `afterTeamId`, or first when it is null. */
export const MoveTeamSchema = z.object({ teamId: workId("team"), afterTeamId: workId("team").nullable() });

export const AddUsersToTeamSchema = z.object({
  teamId: workId("team"),
  userIds: z.array(workId("member")).min(1, "Please choose a member").max(50),
  role: teamRole.default("MEMBER"),
});

export const ChangeRoleInTeamSchema = z.object({ teamId: workId("team"), userId: workId("member"), role: teamRole });

export const RemoveUserFromTeamSchema = z.object({ teamId: workId("team"), userId: workId("member") });

export const TransferTeamSchema = z.object({
  teamId: workId("team"),
  toUserId: workId("member"),
  scope: z.enum(TRANSFER_SCOPES, { error: "Please choose what to transfer" }),
});
