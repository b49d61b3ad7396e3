import { namesPeople, type ColumnConfig, type ColumnType } from "~/lib/columns";
import type { WorkRole } from "~/lib/permissions";
import type { ExportFilters } from "~/schemas/exports";
import { decodeCursor, encodeCursor, INVALID_CURSOR } from "../../keysetCursor";
import { defineQuery, WorkspaceFailure, type TargetContext } from "../../operations";
import { assigneesOf, statusesOfTeam, valuesOf, type TaskGroupRow, type TaskRow } from "../../aggregates/tasks/store";
import { listColumns } from "../../aggregates/columns/store";
import { findTeam } from "../../aggregates/teams/store";
import { findMemberProfile } from "../../aggregates/members/store";
import { taskFields } from "../../aggregates/tasks/views";
import { groupRowsAfter, HIDDEN_CLAUSE } from "../../aggregates/tasks/window";
import { IN_IDS, idList } from "../../sql";
import { dependenciesAfter, discussionsOf, peopleByIds, peopleOfDiscussion, type Discussion } from "./store";

/**
 * The export's reads (decision 0047): the one door an export of project data goes through. Each
 * acts on the project with `work:read`, so a project the caller cannot see (a private one they are
 * not in, another tenant's id) is not found, like a missing one. An export reads the project's
 * head once, then its tasks a page at a time (the List's filters and sort, keyset by group and the
 * List's own cursor) and its dependencies a page at a time, so no call holds the whole project.
 */
export const EXPORT_PAGE_DEFAULT = 200;
export const EXPORT_PAGE_MAX = 500;

type ProjectInput = { projectId: string; archived: boolean; details: boolean };
type TasksInput = ProjectInput & { filters: ExportFilters; cursor?: string; limit?: number };
type DependenciesInput = { projectId: string; afterRow?: number; limit?: number };

const READS_PROJECT = { resource: "project", from: "projectId", action: "work:read" } as const;

function groupsOf({ sql }: TargetContext<"project">, projectId: string, archived: boolean): TaskGroupRow[] {
  return sql
    .exec<TaskGroupRow>(`SELECT * FROM task_groups g WHERE g.project_id = ? AND ${HIDDEN_CLAUSE(archived, "g")} ORDER BY g.position, g.id`, projectId)
    .toArray();
}

function projectMembers(sql: SqlStorage, projectId: string) {
  return sql
    .exec<{ email: string; role: WorkRole }>(
      "SELECT m.email, pm.role FROM project_members pm JOIN members m ON m.user_id = pm.user_id WHERE pm.project_id = ? AND m.status = 'ACTIVE' ORDER BY m.email",
      projectId,
    )
    .toArray();
}

const noDiscussion: Discussion = { conversations: [], attachments: [] };

/**
 * Archived in the file: archived on its own or with a group or task of the project; an item that
 * went to the archive with its project, folder or team is the project's state, not its own (an
 * organisation's archive carries that, decision 0099).
 */
const archivedInProject = (row: { hidden_in: string | null; hidden_with: string | null }, project: { id: string; folder_id: string | null; team_id: string }) =>
  row.hidden_in === "archive" && row.hidden_with !== project.id && row.hidden_with !== project.folder_id && row.hidden_with !== project.team_id;

function head(context: TargetContext<"project">, input: ProjectInput) {
  const { sql, viewer } = context;
  const { project } = context.target;
  const groups = groupsOf(context, project.id, input.archived);
  const discussions = input.details
    ? discussionsOf(sql, groups.map((group) => ({ id: group.id, talked: group.conversation_count > 0 })))
    : new Map<string, Discussion>();
  const people = [...discussions.values()].flatMap(peopleOfDiscussion);
  return {
    tenant: { name: viewer.tenant.name, subdomain: viewer.tenant.subdomain },
    project: {
      id: project.id,
      teamId: project.team_id,
      teamName: findTeam(sql, project.team_id)?.name ?? "",
      name: project.name,
      description: project.description,
      visibility: project.visibility,
      defaultView: project.default_view,
      tags: JSON.parse(project.tags_json) as string[],
      autoSchedule: project.auto_schedule === 1,
      /** A private project's members (by e-mail), which an import brings along. */
      members: project.visibility === "PRIVATE" ? projectMembers(sql, project.id) : [],
    },
    /** The member's date preference, for dates in a spreadsheet. */
    dateFormat: findMemberProfile(sql, viewer.member.userId)?.dateFormatPreference ?? null,
    statuses: statusesOfTeam(sql, project.team_id).map(({ id, name, category, colour }) => ({ id, name, category, colour })),
    columns: listColumns(sql, project.id).map((column) => ({ id: column.columnId, name: column.name, type: column.type, config: column.config })),
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      archived: archivedInProject(group, project),
      ...(discussions.get(group.id) ?? noDiscussion),
    })),
    people: peopleByIds(sql, people),
  };
}

export type ExportHead = ReturnType<typeof head>;
export type ExportColumn = { id: string; name: string; type: ColumnType; config: ColumnConfig };

/** Where a page of tasks starts: a group and the List's cursor within it ("" at its start). */
function startOf(groups: readonly TaskGroupRow[], cursor: string | undefined): { index: number; inner: string | undefined } {
  if (!cursor) return { index: 0, inner: undefined };
  const [groupId, inner] = decodeCursor(cursor, 2);
  const index = groups.findIndex((group) => group.id === groupId);
  if (index < 0) throw new WorkspaceFailure(400, INVALID_CURSOR);
  return { index, inner: inner === "" ? undefined : String(inner) };
}

function subtasksOfRows(sql: SqlStorage, parentIds: readonly string[], archived: boolean): TaskRow[] {
  if (parentIds.length === 0) return [];
  return sql
    .exec<TaskRow>(`SELECT * FROM tasks t WHERE t.parent_id ${IN_IDS} AND ${HIDDEN_CLAUSE(archived)} ORDER BY t.parent_id, t.position, t.id`, idList(parentIds))
    .toArray();
}

function tasksPage(context: TargetContext<"project">, input: TasksInput) {
  const { sql } = context;
  const { project } = context.target;
  const limit = Math.min(input.limit ?? EXPORT_PAGE_DEFAULT, EXPORT_PAGE_MAX);
  const groups = groupsOf(context, project.id, input.archived);
  const start = startOf(groups, input.cursor);
  const top: TaskRow[] = [];
  let nextCursor: string | null = null;
  for (let index = start.index; index < groups.length; index++) {
    const left = limit - top.length;
    if (left === 0) {
      nextCursor = encodeCursor([groups[index].id, ""]);
      break;
    }
    const cursor = index === start.index ? start.inner : undefined;
    const page = groupRowsAfter(sql, groups[index].id, { ...input.filters, archived: input.archived, limit: left }, { cursor });
    top.push(...page.rows);
    if (page.nextCursor) {
      nextCursor = encodeCursor([groups[index].id, page.nextCursor]);
      break;
    }
  }

  const subtasks = subtasksOfRows(sql, top.map((row) => row.id), input.archived);
  const byParent = new Map<string, TaskRow[]>();
  for (const row of subtasks) {
    const siblings = byParent.get(row.parent_id!);
    if (siblings) siblings.push(row);
    else byParent.set(row.parent_id!, [row]);
  }
  const rows = top.flatMap((row) => [row, ...(byParent.get(row.id) ?? [])]);
  const ids = rows.map((row) => row.id);
  const assignees = assigneesOf(sql, ids);
  const values = valuesOf(sql, ids);
  const discussions = input.details
    ? discussionsOf(sql, rows.map((row) => ({ id: row.id, talked: row.conversation_count > 0 })))
    : new Map<string, Discussion>();
  const peopleColumns = new Set(listColumns(sql, project.id).filter((column) => namesPeople(column.type)).map((column) => column.columnId));

  const mentioned: string[] = [];
  const tasks = rows.map((row) => {
    const taskAssignees = assignees.get(row.id) ?? [];
    const taskValues = values.get(row.id) ?? {};
    mentioned.push(...taskAssignees);
    for (const [columnId, value] of Object.entries(taskValues)) if (peopleColumns.has(columnId) && Array.isArray(value)) mentioned.push(...(value as string[]));
    const discussion = discussions.get(row.id) ?? noDiscussion;
    mentioned.push(...peopleOfDiscussion(discussion));
    return {
      ...taskFields(row),
      archived: archivedInProject(row, project),
      assigneeIds: taskAssignees,
      values: taskValues,
      description: input.details && row.description_json ? (JSON.parse(row.description_json) as unknown) : null,
      ...discussion,
    };
  });
  return { tasks, people: peopleByIds(sql, mentioned), nextCursor };
}

export type ExportTasksPage = ReturnType<typeof tasksPage>;
export type ExportTask = ExportTasksPage["tasks"][number];

export const projectExportQueries = {
  /** The project, its team's statuses, its columns, groups (with their conversations and files when `details`). */
  "projectExport.head": defineQuery({ acts: READS_PROJECT, handler: head }),

  /** A page of tasks, each followed by its subtasks, in the List's order (or the filters' and sort's). */
  "projectExport.tasks": defineQuery({ acts: READS_PROJECT, handler: tasksPage }),

  /** A page of the project's dependencies. */
  "projectExport.dependencies": defineQuery({
    acts: READS_PROJECT,
    handler: (context, input: DependenciesInput) => {
      const limit = Math.min(input.limit ?? EXPORT_PAGE_MAX, EXPORT_PAGE_MAX);
      const { dependencies, lastRow } = dependenciesAfter(context.sql, context.target.project.id, input.afterRow ?? 0, limit);
      return { dependencies, nextRow: dependencies.length === limit ? lastRow : null };
    },
  }),
};
