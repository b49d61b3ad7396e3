import { inAcme, plantTeam } from "../work/world";
import { onFreshTeam, onWorldTeam } from "./arrange";
import type { MatrixRow } from "./row";

/** A status no rule protects (its category has another), added to a fresh team. */
async function spareStatus(teamId: string) {
  const statusId = crypto.randomUUID();
  await inAcme((sql) =>
    sql.exec(
      "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, 'Spare', 'TODO', '#000000', 'a9', 0)",
      statusId,
      teamId,
    ),
  );
  return statusId;
}

/** The team group's calls (spec §7): teams, their members and their custom statuses. */
export const teamRows: MatrixRow[] = [
  { call: "team/create", method: "POST", permission: "team:create", arrange: async () => ({ input: { name: "Matrix team" } }) },
  { call: "team/getAllTeams", method: "GET", arrange: async () => ({ input: {} }) },
  { call: "team/metaData", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  { call: "team/settings", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  { call: "team/verifyTeamId", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  { call: "team/getAllUsersOfTeam", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  { call: "team/update", method: "POST", action: "team:manage", arrange: onFreshTeam((t) => ({ teamId: t.teamId, name: "Renamed" })) },
  {
    call: "team/copy",
    method: "POST",
    permission: "team:create",
    action: "team:manage",
    arrange: onWorldTeam((w) => ({ teamId: w.teamId, name: "Copied", withMembers: true })),
  },
  { call: "team/move", method: "POST", action: "team:own", arrange: onFreshTeam((t) => ({ teamId: t.teamId, afterTeamId: null })) },
  {
    call: "team/addUsersToTeam",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t, w) => ({ teamId: t.teamId, userIds: [w.people.bob.userId], role: "MEMBER" })),
  },
  {
    call: "team/changeRoleInTeam",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t, w) => ({ teamId: t.teamId, userId: w.people.member.userId, role: "ADMIN" })),
  },
  {
    call: "team/removeUserFromTeam",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t, w) => ({ teamId: t.teamId, userId: w.people.guest.userId })),
  },
  {
    call: "team/transfer",
    method: "POST",
    action: "team:own",
    arrange: onFreshTeam((t, w) => ({ teamId: t.teamId, toUserId: w.people.admin.userId, scope: "BOTH" })),
  },
  { call: "team/customStatus/get", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  {
    call: "team/customStatus/create",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, name: "Review", category: "IN_PROGRESS" })),
  },
  {
    call: "team/customStatus/update",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t) => ({ statusId: t.statuses[0].id, name: "Backlog", category: "TODO" })),
  },
  {
    call: "team/customStatus/delete",
    method: "POST",
    action: "team:manage",
    arrange: async (world) => {
      const team = await plantTeam(world.people);
      return { input: { statusId: await spareStatus(team.teamId) }, target: { teamId: team.teamId } };
    },
  },
  {
    call: "team/customStatus/reorder",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t) => ({ statusId: t.statuses[3].id, afterStatusId: null })),
  },
  {
    call: "team/customStatusConfig",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, defaultStatusId: t.statuses[1].id, assignedStatusId: t.statuses[2].id })),
  },
  { call: "team/colourCategory", method: "GET", arrange: async () => ({ input: {} }) },
  { call: "team/checkColumns", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId, name: "Estimate" })) },
  { call: "team/holidays", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  {
    call: "team/holidays/update",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, holidays: [{ day: "2026-12-25", name: "Christmas" }] })),
  },
];
