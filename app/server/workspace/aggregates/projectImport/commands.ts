import { completeConfig, namesPeople, renameReferences, type ColumnShape } from "~/lib/columns";
import { checkValue } from "~/schemas/columnValue";
import type { ProjectFile } from "~/lib/exports/projectJson";
import type { StatusCategory } from "~/lib/statuses";
import { defineCommand, type TargetContext } from "../../operations";
import { keysAfter } from "../../order";
import { addProject, requireFolderOfTeam } from "../projects/commands";
import { putProjectMember, setAutoSchedule } from "../projects/store";
import { membersWhoSee, statusesOfTeam } from "../tasks/store";
import { archiveRow, insertAssignees, insertColumn, insertDependency, insertGroup, insertTasks, insertValues, membersByEmail, type NewTask } from "./store";

/**
 * A new project from a Meridian project file (decision 0047), in one command: one transaction with
 * its activity entry, so a file either arrives whole or not at all. The API has checked the whole
 * file (lib/exports/projectJson.ts `checkProjectFile`) before it calls; here people are found by
 * e-mail (one not in the organisation, or who could not see the project, is left unassigned and
 * listed), statuses by name in the team (a status the team lacks becomes its first of the same
 * category, and is listed), options by label; the plan's number of projects holds as for a new one.
 */
export type ImportInput = { teamId: string; folderId?: string; name?: string; file: ProjectFile };

export type ImportReport = {
  projectId: string;
  teamId: string;
  name: string;
  counts: { groups: number; tasks: number; subtasks: number; columns: number; dependencies: number };
  /** E-mails in the file of people who are not (active) in the organisation or cannot see the project: left out. */
  unassigned: string[];
  /** Statuses the team does not have, and the status their tasks got. */
  statuses: Array<{ from: string; to: string }>;
  /** What the file lists that an import does not bring: conversations and the metadata of files (their bytes are not in an export). */
  notImported: { conversations: number; attachments: number };
};

/** The status of the team each of the file's statuses becomes: the same name, else the first of its category. */
function statusMap(sql: SqlStorage, teamId: string, file: ProjectFile) {
  const team = statusesOfTeam(sql, teamId);
  const byName = new Map(team.map((status) => [status.name.toLowerCase(), status]));
  const remapped: ImportReport["statuses"] = [];
  const ids = new Map<string, string | null>();
  for (const status of file.statuses) {
    const same = byName.get(status.name.toLowerCase());
    const stand = same ?? team.find((candidate) => candidate.category === (status.category as StatusCategory)) ?? team[0];
    ids.set(status.name.toLowerCase(), stand?.id ?? null);
    if (!same && stand) remapped.push({ from: status.name, to: stand.name });
  }
  return { idOf: (name: string | null) => (name === null ? null : (ids.get(name.toLowerCase()) ?? null)), remapped };
}

/** Values in the order of task_values' primary key (task id, column id). */
const byKey = (a: readonly [string, string, unknown], b: readonly [string, string, unknown]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

/** The workspace's ids of what an import wrote, by the file's keys: its groups and tasks (items), and its columns. */
export type WrittenKeys = { items: Map<string, string>; columns: Map<string, string> };

/**
 * Writes the file as a new project of the target team; answers the report and the ids it gave the
 * file's keys (an organisation's import, decision 0092, hangs conversations, files and widgets on them).
 * An organisation's import gives its `people` (e-mail → user id, former members too, decision 0099):
 * everyone the file names is then kept, as the archive's teams and access lists let them see it.
 */
export function writeProject(context: TargetContext<"team">, input: ImportInput, people?: ReadonlyMap<string, string>): { report: ImportReport; keys: WrittenKeys } {
  const { sql, now } = context;
  const { team } = context.target;
  const { file } = input;
  const actorId = context.viewer.member.userId;
  const folderId = input.folderId ? requireFolderOfTeam(context, input.folderId, team.id) : null;
  const source = file.project;
  const project = addProject(context, {
    team_id: team.id, folder_id: folderId, name: input.name ?? source.name, description: source.description, visibility: source.visibility,
    scope: "PROJECT", default_view: source.defaultView, tags_json: JSON.stringify(source.tags),
  });
  setAutoSchedule(sql, project.id, source.autoSchedule, now);

  // People: the file's e-mails → active members; a private project takes its members along first, so they can be assigned.
  const emails = new Set<string>([
    ...source.members.map((member) => member.email),
    ...file.tasks.flatMap((task) => task.assignees),
    ...file.tasks.flatMap((task) =>
      file.columns.filter((column) => namesPeople(column.type)).flatMap((column) => (task.values[column.key] as string[] | undefined) ?? []),
    ),
  ].map((email) => email.toLowerCase()));
  const known = people ?? membersByEmail(sql, emails);
  if (project.visibility === "PRIVATE") {
    for (const member of source.members) {
      const userId = known.get(member.email.toLowerCase());
      if (userId && userId !== actorId) putProjectMember(sql, project.id, userId, member.role === "OWNER" ? "ADMIN" : member.role, now);
    }
  }
  const seeing = new Set(people ? people.values() : membersWhoSee(sql, project, [...known.values()]));
  const unassigned = [...emails].filter((email) => !seeing.has(known.get(email) ?? "")).sort();
  const personOf = (email: string) => {
    const userId = known.get(email.toLowerCase());
    return userId && seeing.has(userId) ? userId : null;
  };

  const statuses = statusMap(sql, team.id, file);

  const groupIds = new Map<string, string>();
  const groupKeys = keysAfter(null, file.groups.length);
  file.groups.forEach((group, index) => {
    const id = crypto.randomUUID();
    groupIds.set(group.key, id);
    insertGroup(sql, { id, projectId: project.id, name: group.name, position: groupKeys[index] }, now);
  });

  const columnKeys = keysAfter(null, file.columns.length);
  const columns = file.columns.map((column, index) => {
    const config = completeConfig(column.type, { currency: column.currency, max: column.max, options: column.options }, () => crypto.randomUUID());
    const id = crypto.randomUUID();
    insertColumn(sql, { id, projectId: project.id, name: column.name, type: column.type, config, position: columnKeys[index] }, now);
    const shape: ColumnShape = { type: column.type, config };
    const optionId = new Map((config.options ?? []).map((option) => [option.label.toLowerCase(), option.id]));
    return { key: column.key, id, shape, optionId };
  });
  const columnOf = new Map(columns.map((column) => [column.key, column]));

  /** A file's value as the column stores it: labels → option ids, e-mails → people who see the project. */
  const storedValue = (column: (typeof columns)[number], value: unknown) => {
    return renameReferences(column.shape.type, value, { option: (label) => column.optionId.get(String(label).toLowerCase()), person: (email) => personOf(email as string) });
  };

  // The rows first, in the file's order, then written many to a statement (store.ts). The tasks'
  // ids are random as ever, but handed out in ascending order, and values are written in the order
  // of their key: each insert then lands next to the one before in the tables' and indexes' B-trees
  // instead of on a random page of them, which is most of the cost of thousands of rows.
  const ascendingIds = Array.from({ length: file.tasks.length }, () => crypto.randomUUID()).sort();
  const taskIds = new Map<string, string>();
  const taskKeys = keysAfter(null, file.tasks.length);
  const archivedGroups = new Set(file.groups.filter((group) => group.archived).map((group) => group.key));
  const newTasks: NewTask[] = [];
  const assignments: Array<[string, string]> = [];
  const values: Array<[string, string, unknown]> = [];
  let subtasks = 0;
  file.tasks.forEach((task, index) => {
    const id = ascendingIds[index];
    taskIds.set(task.key, id);
    if (task.parent !== null) subtasks += 1;
    newTasks.push({
      id, projectId: project.id, groupId: groupIds.get(task.group)!, parentId: task.parent === null ? null : taskIds.get(task.parent)!, name: task.name,
      descriptionJson: task.description ? JSON.stringify(task.description) : null, statusId: statuses.idOf(task.status), priority: task.priority,
      startDate: task.startDate, dueDate: task.dueDate, position: taskKeys[index],
    });
    for (const email of task.assignees) {
      const userId = personOf(email);
      if (userId) assignments.push([id, userId]);
    }
    for (const [key, value] of Object.entries(task.values)) {
      const column = columnOf.get(key)!;
      const checked = checkValue(column.shape, storedValue(column, value));
      if (checked.ok && checked.value !== null) values.push([id, column.id, checked.value]);
    }
  });
  insertTasks(sql, newTasks, actorId, now);
  insertAssignees(sql, assignments);
  insertValues(sql, values.sort(byKey));

  for (const link of file.dependencies) {
    insertDependency(sql, { projectId: project.id, predecessorId: taskIds.get(link.predecessor)!, successorId: taskIds.get(link.successor)!, type: link.type, lagDays: link.lagDays }, actorId, now);
  }

  // Archived items go to the archive as the archive sends them: a group with its tasks, a task with its subtasks.
  for (const group of file.groups) if (group.archived) archiveRow(sql, "task_groups", groupIds.get(group.key)!, groupIds.get(group.key)!, actorId, now);
  const archivedTasks = new Set(file.tasks.filter((task) => task.archived).map((task) => task.key));
  for (const task of file.tasks) {
    if (!task.archived) continue;
    const root = archivedGroups.has(task.group)
      ? groupIds.get(task.group)!
      : task.parent !== null && archivedTasks.has(task.parent)
        ? taskIds.get(task.parent)!
        : taskIds.get(task.key)!;
    archiveRow(sql, "tasks", taskIds.get(task.key)!, root, actorId, now);
  }

  const discussed = [...file.groups, ...file.tasks];
  const keys = { items: new Map([...groupIds, ...taskIds]), columns: new Map(columns.map((column) => [column.key, column.id])) };
  const report = {
    projectId: project.id,
    teamId: team.id,
    name: project.name,
    counts: {
      groups: file.groups.length,
      tasks: file.tasks.length - subtasks,
      subtasks,
      columns: file.columns.length,
      dependencies: file.dependencies.length,
    },
    unassigned,
    statuses: statuses.remapped,
    notImported: {
      conversations: discussed.reduce((sum, item) => sum + item.conversations.length, 0),
      attachments: discussed.reduce((sum, item) => sum + item.attachments.length, 0),
    },
  };
  return { report, keys };
}

export const projectImportCommands = {
  /** A new project in the team from a checked Meridian project file; whoever imports it owns it. */
  "projectImport.create": defineCommand({
    acts: { resource: "team", from: "teamId", action: "work:structure" },
    restrictedBy: "createProjects",
    handler: (context, input: ImportInput) => writeProject(context, input).report,
    activity: (_input, report) => ({
      verb: "imported",
      itemType: "project",
      itemId: report.projectId,
      teamId: report.teamId,
      projectId: report.projectId,
      detail: { name: report.name, tasks: report.counts.tasks + report.counts.subtasks, unassigned: report.unassigned.length },
    }),
  }),
};
