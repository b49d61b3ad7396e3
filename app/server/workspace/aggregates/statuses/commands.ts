import { CATEGORY_COLOURS, STATUS_CATEGORY_NAMES, type StatusCategory } from "~/lib/statuses";
import { keyBetween } from "../../order";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { placeAfter } from "../teams/placement";
import { findTeam, setTeamStatuses } from "../teams/store";
import {
  countTasksWithStatus,
  deleteStatus,
  findStatus,
  insertStatus,
  listStatuses,
  moveTasksToStatus,
  setStatusPosition,
  toStatus,
  updateStatus,
  type StatusRow,
} from "./store";

export const DUPLICATE_STATUS = "This team already has a status with this name";
export const CHOOSE_ANOTHER_STATUS = "Choose another status of this team";
export const CHOOSE_TEAM_STATUS = "Choose a status of this team";
export const lastOfCategory = (category: StatusCategory) =>
  `A team keeps at least one status in each category; this is the last one in ${STATUS_CATEGORY_NAMES[category]}`;
export const tasksUseStatus = (count: number) =>
  `${count} ${count === 1 ? "task uses" : "tasks use"} this status. Choose the status to move ${count === 1 ? "it" : "them"} to.`;

type StatusInput = { name: string; category: StatusCategory; colour?: string };

const MANAGES_TEAM = { resource: "team", from: "teamId", action: "team:manage" } as const;
const MANAGES_STATUS = { resource: "status", from: "statusId", action: "team:manage" } as const;

function refuseDuplicateName(sql: SqlStorage, teamId: string, name: string, exceptId?: string) {
  const taken = listStatuses(sql, teamId).some((s) => s.id !== exceptId && s.name.toLowerCase() === name.toLowerCase());
  if (taken) throw new WorkspaceFailure(409, DUPLICATE_STATUS, { name: [DUPLICATE_STATUS] });
}

/** Every category keeps a status, so views by category and the progress bar always have one. */
function refuseLastOfCategory(sql: SqlStorage, status: StatusRow) {
  const others = listStatuses(sql, status.team_id).filter((s) => s.id !== status.id && s.category === status.category);
  if (others.length === 0) throw new WorkspaceFailure(409, lastOfCategory(status.category));
}

/** Another status of the same team, named in a field of the input. */
function requireSibling({ sql }: MemberContext, status: StatusRow, otherId: string | null | undefined, field: string) {
  const other = otherId ? findStatus(sql, otherId) : null;
  if (!other || other.id === status.id || other.team_id !== status.team_id) {
    throw new WorkspaceFailure(400, CHOOSE_ANOTHER_STATUS, { [field]: [CHOOSE_ANOTHER_STATUS] });
  }
  return other;
}

const statusActivity = (verb: string, status: { statusId: string; teamId: string }, detail: Record<string, string | number | null>) => ({
  verb,
  itemType: "status",
  itemId: status.statusId,
  parentId: status.teamId,
  teamId: status.teamId,
  detail,
});

export const statusCommands = {
  /** create: a new status at the end of the team's list, in its category's colour unless given one. */
  "statuses.create": defineCommand({
    acts: MANAGES_TEAM,
    handler: (context, { teamId, name, category, colour }: StatusInput & { teamId: string }) => {
      const { sql, now } = context;
      refuseDuplicateName(sql, teamId, name);
      const last = listStatuses(sql, teamId).at(-1)?.position ?? null;
      const row = { id: crypto.randomUUID(), team_id: teamId, name, category, colour: colour ?? CATEGORY_COLOURS[category], position: keyBetween(last, null) };
      insertStatus(sql, row, now);
      return toStatus(row);
    },
    activity: (_input, status) => statusActivity("created", status, { name: status.name, category: status.category }),
  }),

  /** update: renames, recolours or recategorises a status. */
  "statuses.update": defineCommand({
    acts: MANAGES_STATUS,
    handler: (context, { statusId, name, category, colour }: StatusInput & { statusId: string }) => {
      const { status } = context.target;
      const { sql } = context;
      refuseDuplicateName(sql, status.team_id, name, statusId);
      if (category !== status.category) refuseLastOfCategory(sql, status);
      updateStatus(sql, statusId, { name, category, colour: colour ?? status.colour });
      return toStatus(findStatus(sql, statusId)!);
    },
    activity: (_input, status) => statusActivity("updated", status, { name: status.name, category: status.category, colour: status.colour }),
  }),

  /**
   * delete: a status that tasks use goes only with `moveTasksTo`, another
   * status of the team, which takes its tasks (and its place as the team's
   * default or assigned status).
   */
  "statuses.delete": defineCommand({
    acts: MANAGES_STATUS,
    handler: (context, { statusId, moveTasksTo }: { statusId: string; moveTasksTo?: string }) => {
      const { status } = context.target;
      const { sql, now } = context;
      refuseLastOfCategory(sql, status);
      const used = countTasksWithStatus(sql, statusId);
      if (used > 0 && !moveTasksTo) throw new WorkspaceFailure(409, tasksUseStatus(used), { moveTasksTo: [tasksUseStatus(used)] });
      const target = moveTasksTo ? requireSibling(context, status, moveTasksTo, "moveTasksTo") : null;
      if (target) moveTasksToStatus(sql, statusId, target.id, now);
      deleteStatus(sql, statusId);
      const team = findTeam(sql, status.team_id)!;
      const replace = (id: string | null) => (id === statusId ? (target?.id ?? null) : id);
      const fallback = listStatuses(sql, team.id).find((s) => s.category === "TODO")?.id ?? null;
      setTeamStatuses(sql, team.id, replace(team.default_status_id) ?? fallback, replace(team.assigned_status_id), now);
      return { ...toStatus(status), movedTasks: used, movedTo: target?.id ?? null };
    },
    activity: (_input, deleted) => statusActivity("deleted", deleted, { name: deleted.name, movedTasks: deleted.movedTasks, movedTo: deleted.movedTo }),
  }),

  /** Reorders a status: right after `afterStatusId`, or first when it is null. */
  "statuses.reorder": defineCommand({
    acts: MANAGES_STATUS,
    handler: (context, { statusId, afterStatusId }: { statusId: string; afterStatusId: string | null }) => {
      const { status } = context.target;
      if (afterStatusId !== null) requireSibling(context, status, afterStatusId, "afterStatusId");
      const { sql } = context;
      for (const { id, position } of placeAfter(listStatuses(sql, status.team_id), statusId, afterStatusId)) setStatusPosition(sql, id, position);
      return listStatuses(sql, status.team_id).map(toStatus);
    },
    activity: ({ statusId, afterStatusId }, statuses) =>
      statusActivity("reordered", { statusId, teamId: statuses[0].teamId }, { afterStatusId }),
  }),

  /** customStatusConfig: the status new tasks get, and the one a task takes when assigned (null: unchanged). */
  "statuses.configure": defineCommand({
    acts: MANAGES_TEAM,
    handler: (context, input: { teamId: string; defaultStatusId: string; assignedStatusId: string | null }) => {
      const { teamId, defaultStatusId, assignedStatusId } = input;
      const { sql, now } = context;
      const ofTeam = (id: string | null, field: string) => {
        if (id !== null && findStatus(sql, id)?.team_id !== teamId) throw new WorkspaceFailure(400, CHOOSE_TEAM_STATUS, { [field]: [CHOOSE_TEAM_STATUS] });
      };
      ofTeam(defaultStatusId, "defaultStatusId");
      ofTeam(assignedStatusId, "assignedStatusId");
      setTeamStatuses(sql, teamId, defaultStatusId, assignedStatusId, now);
      return { teamId, defaultStatusId, assignedStatusId };
    },
    activity: ({ teamId, defaultStatusId, assignedStatusId }) => ({
      verb: "status_config_changed",
      itemType: "team",
      itemId: teamId,
      teamId,
      detail: { defaultStatusId, assignedStatusId },
    }),
  }),
};
