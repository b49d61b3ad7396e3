import type { WorkAction } from "~/lib/permissions";
import {
  requireFolder,
  requireProject,
  requireTask,
  requireTaskGroup,
  requireTeam,
} from "../../access";
import type { Hideable } from "../../hidden";
import type { MemberContext } from "../../operations";
import { findFolder } from "../folders/store";
import { findProject } from "../projects/store";
import { findTask, findTaskGroup } from "../tasks/store";
import { findTeam } from "../teams/store";
import type { HiddenType } from "./store";

/**
 * Who may archive, delete, restore and delete permanently each type of item
 * (decision record 28): the action that may delete it in the working views.
 */
export const ACTION_OF: Record<HiddenType, WorkAction> = {
  team: "team:own",
  folder: "team:manage",
  project: "project:manage",
  taskGroup: "work:edit",
  task: "work:edit",
  subtask: "work:edit",
};

/** An item of any type as the archive and bin see it: where it lives and its hidden state. */
export type Item = Hideable & {
  type: HiddenType;
  id: string;
  name: string;
  teamId: string;
  projectId: string | null;
  /** Its parent, whose hidden state decides whether it can go back where it was. */
  parent: { type: HiddenType; id: string } | null;
};

/** The item, seen whatever its hidden state, if the viewer may act on it with the type's action. */
export function requireItem(context: MemberContext, type: HiddenType, id: string): Item {
  const action = ACTION_OF[type];
  switch (type) {
    case "team": {
      const { team } = requireTeam(context, id, action, "hidden");
      return { ...hiddenOf(team), type, id, name: team.name, teamId: team.id, projectId: null, parent: null };
    }
    case "folder": {
      const folder = requireFolder(context, id, action, "hidden");
      return { ...hiddenOf(folder), type, id, name: folder.name, teamId: folder.team_id, projectId: null, parent: { type: "team", id: folder.team_id } };
    }
    case "project": {
      const { project } = requireProject(context, id, action, "hidden");
      const parent = project.folder_id ? { type: "folder" as const, id: project.folder_id } : { type: "team" as const, id: project.team_id };
      return { ...hiddenOf(project), type, id, name: project.name, teamId: project.team_id, projectId: project.id, parent };
    }
    case "taskGroup": {
      const { group, project } = requireTaskGroup(context, id, action, "hidden");
      return { ...hiddenOf(group), type, id, name: group.name, teamId: project.team_id, projectId: project.id, parent: { type: "project", id: project.id } };
    }
    case "task":
    case "subtask": {
      const { task, project } = requireTask(context, id, action, "hidden");
      const parent = task.parent_id ? { type: "task" as const, id: task.parent_id } : { type: "taskGroup" as const, id: task.group_id };
      // A task's calls (spec §7: task restore, permanentDelete) serve subtasks too: the row says which it is.
      const kind = task.parent_id ? "subtask" : "task";
      return { ...hiddenOf(task), type: kind, id, name: task.name, teamId: project.team_id, projectId: project.id, parent };
    }
  }
}

const hiddenOf = ({ hidden_in, hidden_with, hidden_by, hidden_at }: Hideable): Hideable => ({ hidden_in, hidden_with, hidden_by, hidden_at });

/** The hidden state of an item's parent (a project in a hidden folder counts too), or null when it is in the working views. */
export function parentHidden(sql: SqlStorage, item: Pick<Item, "parent" | "teamId">): Hideable["hidden_in"] {
  if (!item.parent) return null;
  const row = FINDERS[item.parent.type](sql, item.parent.id);
  if (row?.hidden_in) return row.hidden_in;
  return item.parent.type === "folder" ? (findTeam(sql, item.teamId)?.hidden_in ?? null) : null;
}

const FINDERS: Record<HiddenType, (sql: SqlStorage, id: string) => Hideable | null> = {
  team: findTeam,
  folder: findFolder,
  project: findProject,
  taskGroup: findTaskGroup,
  task: findTask,
  subtask: findTask,
};

export const findItemRow = (sql: SqlStorage, type: HiddenType, id: string) => FINDERS[type](sql, id);
