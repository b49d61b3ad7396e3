import { requireTeam } from "../../access";
import { keyBetween } from "../../order";
import { defineCommand, type MemberContext } from "../../operations";
import { insertDefaultStatuses, insertStatuses, listStatuses } from "../statuses/store";
import { placeAfter } from "./placement";
import {
  copyTeamMembers,
  findTeam,
  insertTeam,
  lastTeamPosition,
  listAllTeams,
  renameTeam,
  setTeamPosition,
  setTeamStatuses,
  upsertTeamMember,
} from "./store";
import { toTeam } from "./view";

/** A new team owned by the viewer, placed last; answers its id. */
function openTeam({ sql, now, viewer }: MemberContext, name: string): string {
  const id = crypto.randomUUID();
  const ownerId = viewer.member.userId;
  insertTeam(sql, { id, name, owner_id: ownerId, position: keyBetween(lastTeamPosition(sql), null) }, now);
  upsertTeamMember(sql, id, ownerId, "OWNER", now);
  return id;
}

const teamActivity = (verb: string, teamId: string, detail: Record<string, string | null>) => ({
  verb,
  itemType: "team",
  itemId: teamId,
  teamId,
  detail,
});

export const teamCommands = {
  /** create: the creator owns the team, which starts with the four default statuses, the first its default. */
  "teams.create": defineCommand({
    permission: "team:create",
    restrictedBy: "createTeams",
    handler: (context, { name }: { name: string }) => {
      const { sql, now } = context;
      const teamId = openTeam(context, name);
      const [todo] = insertDefaultStatuses(sql, teamId, now);
      setTeamStatuses(sql, teamId, todo, null, now);
      return toTeam(findTeam(sql, teamId)!, "OWNER");
    },
    activity: (_input, team) => teamActivity("created", team.teamId, { name: team.name }),
  }),

  /** update: renames the team. */
  "teams.update": defineCommand({
    acts: { resource: "team", from: "teamId", action: "team:manage" },
    handler: (context, { teamId, name }: { teamId: string; name: string }) => {
      const { role } = context.target;
      renameTeam(context.sql, teamId, name, context.now);
      return toTeam(findTeam(context.sql, teamId)!, role);
    },
    activity: ({ teamId, name }) => teamActivity("renamed", teamId, { name }),
  }),

  /**
   * copy: a new team owned by the viewer with the source's statuses (in order,
   * with its default and assigned status) and, when asked, its members with
   * their roles. Projects are not copied.
   */
  "teams.copy": defineCommand({
    permission: "team:create",
    restrictedBy: "createTeams",
    acts: { resource: "team", from: "teamId", action: "team:manage" },
    handler: (context, { teamId, name, withMembers }: { teamId: string; name: string; withMembers: boolean }) => {
      const { team: source } = context.target;
      const { sql, now, viewer } = context;
      const copyId = openTeam(context, name);
      const statuses = listStatuses(sql, teamId);
      const ids = insertStatuses(sql, copyId, statuses, now);
      const copied = (statusId: string | null) => (statusId ? (ids[statuses.findIndex((s) => s.id === statusId)] ?? null) : null);
      setTeamStatuses(sql, copyId, copied(source.default_status_id) ?? ids[0] ?? null, copied(source.assigned_status_id), now);
      if (withMembers) {
        copyTeamMembers(sql, teamId, copyId, now);
        if (source.owner_id !== viewer.member.userId) upsertTeamMember(sql, copyId, source.owner_id, "ADMIN", now);
        upsertTeamMember(sql, copyId, viewer.member.userId, "OWNER", now);
      }
      return toTeam(findTeam(sql, copyId)!, "OWNER");
    },
    activity: ({ teamId }, team) => teamActivity("copied", team.teamId, { fromTeamId: teamId, name: team.name }),
  }),

  /**
   * move: puts the team right after another in the second panel's order of
   * teams (first when afterTeamId is null). The order is the tenant's, so only
   * whoever owns the team may move it (decision record 23).
   */
  "teams.move": defineCommand({
    acts: { resource: "team", from: "teamId", action: "team:own" },
    handler: (context, { teamId, afterTeamId }: { teamId: string; afterTeamId: string | null }) => {
      const { role } = context.target;
      if (afterTeamId !== null) requireTeam(context, afterTeamId, "work:read");
      const { sql } = context;
      for (const { id, position } of placeAfter(listAllTeams(sql), teamId, afterTeamId)) setTeamPosition(sql, id, position);
      return toTeam(findTeam(sql, teamId)!, role);
    },
    activity: ({ teamId, afterTeamId }) => teamActivity("moved", teamId, { afterTeamId }),
  }),
};
