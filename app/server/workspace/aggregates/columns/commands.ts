import { completeConfig, namesPeople, type ColumnConfigInput, type ColumnType, type ColumnValue } from "~/lib/columns";
import { checkValue, conversionMessage, convertValue, planConversion } from "~/schemas/columnValue";
import { COLUMN_NOT_FOUND, projectRole, requireColumn } from "../../access";
import { WorkspaceFailure, defineCommand, type MemberContext } from "../../operations";
import { keyBetween } from "../../order";
import { findMember } from "../members/store";
import type { ProjectRow } from "../projects/store";
import {
  copyValues,
  deleteColumn,
  findColumnNamed,
  firstColumnKey,
  insertColumn,
  lastColumnKey,
  moveColumn,
  nextColumnKey,
  updateColumn,
  valuesOfColumn,
  writeValue,
  type Column,
} from "./store";

export const COLUMN_NAME_TAKEN = "A column with this name already exists in this project";
export const PEOPLE_OUTSIDE_PROJECT = "Please choose people who can see this project";

const newId = () => crypto.randomUUID();

function requireFreeName(sql: SqlStorage, projectId: string, name: string, columnId?: string) {
  const taken = findColumnNamed(sql, projectId, name);
  if (taken && taken.columnId !== columnId) throw new WorkspaceFailure(409, COLUMN_NAME_TAKEN, { name: [COLUMN_NAME_TAKEN] });
}

/** "Copy of Budget", then "Copy of Budget (2)", … : the first name the project does not have. */
function copyName(sql: SqlStorage, projectId: string, name: string) {
  const base = `Copy of ${name}`.slice(0, 50);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base} (${n})`;
    if (!findColumnNamed(sql, projectId, candidate)) return candidate;
  }
}

/** Where a column's entries sit in the activity log. */
const inProject = (column: Pick<Column, "columnId" | "projectId">, teamId: string) => ({
  itemType: "column",
  itemId: column.columnId,
  parentId: column.projectId,
  projectId: column.projectId,
  teamId,
});

/** Every person is an active member of the tenant who can see the project. */
function requireVisibleTo(context: MemberContext, project: ProjectRow, userIds: readonly string[]) {
  for (const userId of userIds) {
    const member = findMember(context.sql, userId);
    const role = member && projectRole({ sql: context.sql, viewer: { ...context.viewer, member } }, project);
    if (!role) throw new WorkspaceFailure(400, PEOPLE_OUTSIDE_PROJECT, { value: [PEOPLE_OUTSIDE_PROJECT] });
  }
}

type UpdateInput = { columnId: string; name?: string; type?: ColumnType; config?: ColumnConfigInput; confirm?: boolean };

const MANAGES_COLUMN = { resource: "column", from: "columnId", action: "project:manage" } as const;

export const columnCommands = {
  "columns.create": defineCommand({
    restrictedBy: "customColumns",
    acts: { resource: "project", from: "projectId", action: "project:manage" },
    handler: (context, input: { projectId: string; name: string; type: ColumnType; config?: ColumnConfigInput }) => {
      const { project } = context.target;
      requireFreeName(context.sql, project.id, input.name);
      const column: Column = {
        columnId: newId(),
        projectId: project.id,
        name: input.name,
        type: input.type,
        config: completeConfig(input.type, input.config ?? {}, newId),
        position: keyBetween(lastColumnKey(context.sql, project.id), null),
      };
      insertColumn(context.sql, column, context.now);
      return { column, teamId: project.team_id };
    },
    activity: (_input, { column, teamId }) => ({
      verb: "created",
      ...inProject(column, teamId),
      detail: { name: column.name, type: column.type },
    }),
  }),

  /**
   * Renames, reconfigures or retypes a column. When the change converts or
   * clears values it needs `confirm`; without it the answer is 409 with how
   * many, and nothing changes. With it every value is rewritten here, in the
   * command's one transaction.
   */
  "columns.update": defineCommand({
    restrictedBy: "customColumns",
    acts: MANAGES_COLUMN,
    handler: (context, input: UpdateInput) => {
      const { column, project } = context.target;
      const name = input.name ?? column.name;
      if (name !== column.name) requireFreeName(context.sql, project.id, name, column.columnId);
      const type = input.type ?? column.type;
      const config = completeConfig(type, input.config ?? {}, newId, column.config);
      const next = { ...column, name, type, config };
      const stored = valuesOfColumn(context.sql, column.columnId);
      const plan = planConversion(column, next, stored.map(({ value }) => value));
      if (plan.count > 0 && !input.confirm) {
        throw new WorkspaceFailure(409, conversionMessage(plan), undefined, plan.count);
      }
      if (plan.count > 0) {
        for (const { taskId, value } of stored) writeValue(context.sql, taskId, column.columnId, convertValue(column, next, value));
      }
      updateColumn(context.sql, next);
      return { column: next, before: column, teamId: project.team_id, ...plan };
    },
    activity: (_input, { column, before, teamId, converted, cleared }) => ({
      verb: column.type !== before.type ? "type_changed" : column.name !== before.name ? "renamed" : "updated",
      ...inProject(column, teamId),
      detail: { name: column.name, previousName: before.name, type: column.type, previousType: before.type, converted, cleared },
    }),
  }),

  /** Deletes the column and every value in it; the UI asks for confirmation first. */
  "columns.delete": defineCommand({
    restrictedBy: "customColumns",
    acts: MANAGES_COLUMN,
    handler: (context, { columnId }: { columnId: string }) => {
      const { column, project } = context.target;
      deleteColumn(context.sql, columnId);
      return { column, teamId: project.team_id };
    },
    activity: (_input, { column, teamId }) => ({ verb: "deleted", ...inProject(column, teamId), detail: { name: column.name } }),
  }),

  /** Moves the column right after another of the same project, or first. */
  "columns.rearrange": defineCommand({
    restrictedBy: "customColumns",
    acts: MANAGES_COLUMN,
    handler: (context, { afterColumnId }: { columnId: string; afterColumnId: string | null }) => {
      const { column, project } = context.target;
      let position: string;
      if (afterColumnId === null) {
        const first = firstColumnKey(context.sql, project.id);
        position = first === column.position ? column.position : keyBetween(null, first);
      } else {
        const { column: after } = requireColumn(context, afterColumnId, "project:manage");
        if (after.projectId !== project.id) throw new WorkspaceFailure(404, COLUMN_NOT_FOUND);
        const next = nextColumnKey(context.sql, project.id, after.position);
        position = after.columnId === column.columnId || next === column.position ? column.position : keyBetween(after.position, next);
      }
      moveColumn(context.sql, column.columnId, position);
      return { column: { ...column, position }, teamId: project.team_id, afterColumnId };
    },
    activity: (_input, { column, teamId, afterColumnId }) => ({
      verb: "moved",
      ...inProject(column, teamId),
      detail: { name: column.name, afterColumnId },
    }),
  }),

  /** A copy named "Copy of …" right after the original, with or without its values. */
  "columns.duplicate": defineCommand({
    restrictedBy: "customColumns",
    acts: MANAGES_COLUMN,
    handler: (context, { withValues }: { columnId: string; withValues: boolean }) => {
      const { column: original, project } = context.target;
      const column: Column = {
        ...original,
        columnId: newId(),
        name: copyName(context.sql, project.id, original.name),
        position: keyBetween(original.position, nextColumnKey(context.sql, project.id, original.position)),
      };
      insertColumn(context.sql, column, context.now);
      if (withValues) copyValues(context.sql, original.columnId, column.columnId);
      return { column, teamId: project.team_id, originalId: original.columnId, withValues };
    },
    activity: (_input, { column, teamId, originalId, withValues }) => ({
      verb: "duplicated",
      ...inProject(column, teamId),
      detail: { name: column.name, from: originalId, withValues },
    }),
  }),

  /** A task's value in a column of its project, checked by the column's type; null clears it. */
  "columns.setValue": defineCommand({
    acts: { resource: "task", from: "taskId", action: "work:edit" },
    handler: (context, { taskId, columnId, value }: { taskId: string; columnId: string; value: unknown }) => {
      const { task, project } = context.target;
      const { column } = requireColumn(context, columnId, "work:read");
      if (column.projectId !== task.project_id) throw new WorkspaceFailure(404, COLUMN_NOT_FOUND);
      const checked = checkValue(column, value);
      if (!checked.ok) throw new WorkspaceFailure(400, checked.message, { value: [checked.message] });
      if (namesPeople(column.type) && checked.value) requireVisibleTo(context, project, checked.value as string[]);
      writeValue(context.sql, taskId, columnId, checked.value);
      return { taskId, columnId, value: checked.value as ColumnValue | null, task, column, teamId: project.team_id };
    },
    activity: (_input, { task, column, value, teamId }) => ({
      verb: value === null ? "value_cleared" : "value_set",
      itemType: task.parent_id ? "subtask" : "task",
      itemId: task.id,
      parentId: task.parent_id ?? task.group_id,
      projectId: task.project_id,
      teamId,
      detail: { columnId: column.columnId, column: column.name, type: column.type },
    }),
  }),
};
