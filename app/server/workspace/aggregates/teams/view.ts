import type { WorkRole } from "~/lib/permissions";
import type { TeamMemberRow, TeamRow } from "./store";

/** A team as the API answers it, with the role the viewer acts with in it. */
export const toTeam = (row: TeamRow, role: WorkRole) => ({
  teamId: row.id,
  name: row.name,
  ownerId: row.owner_id,
  defaultStatusId: row.default_status_id,
  assignedStatusId: row.assigned_status_id,
  createdAt: row.created_at,
  role,
});
export type Team = ReturnType<typeof toTeam>;

export const toPerson = (row: Omit<TeamMemberRow, "role" | "added_at">) => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  imageKey: row.image_key,
  tenantRole: row.tenant_role,
});

export const toTeamMember = (row: TeamMemberRow) => ({ ...toPerson(row), role: row.role, addedAt: row.added_at });
export type TeamMember = ReturnType<typeof toTeamMember>;
