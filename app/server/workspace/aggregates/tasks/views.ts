import type { RichTextDoc } from "~/schemas/richText";
import type { Priority } from "~/lib/priorities";
import type { TaskViewSchema } from "~/server/shapes/task";
import type { z } from "zod";
import { namesOf } from "../../people";
import { assigneesOf, subtaskCounts, valuesOf, type TaskGroupRow, type TaskRow } from "./store";

/** A task or subtask as the API answers it: one row of the List view (the shape is the API's, server/shapes/task.ts). */
export type TaskView = z.infer<typeof TaskViewSchema>;

export type GroupView = { id: string; projectId: string; name: string; position: string };

export const groupView = (group: TaskGroupRow): GroupView => ({
  id: group.id,
  projectId: group.project_id,
  name: group.name,
  position: group.position,
});

/** A task's own fields as every reader gets them (the List's views, the export). */
export const taskFields = (row: TaskRow) => ({
  id: row.id,
  groupId: row.group_id,
  parentId: row.parent_id,
  name: row.name,
  statusId: row.status_id,
  priority: row.priority as Priority | null,
  startDate: row.start_date,
  dueDate: row.due_date,
});

/** Rows as views, with their assignees (by name), values and subtask counts in four indexed statements. */
export function taskViews(sql: SqlStorage, rows: readonly TaskRow[]): TaskView[] {
  const ids = rows.map((row) => row.id);
  const assignees = assigneesOf(sql, ids);
  const names = namesOf(sql, [...assignees.values()].flat());
  const values = valuesOf(sql, ids);
  const counts = subtaskCounts(sql, rows.filter((row) => row.parent_id === null).map((row) => row.id));
  return rows.map((row) => ({
    ...taskFields(row),
    projectId: row.project_id,
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    assigneeIds: assignees.get(row.id) ?? [],
    assignees: (assignees.get(row.id) ?? []).flatMap((id) => names.get(id) ?? []),
    subtaskCount: counts.get(row.id) ?? 0,
    conversationCount: row.conversation_count,
    replyCount: row.reply_count,
    values: values.get(row.id) ?? {},
  }));
}

export const taskView = (sql: SqlStorage, row: TaskRow) => taskViews(sql, [row])[0];

export const descriptionOf = (row: TaskRow): RichTextDoc | null =>
  row.description_json ? (JSON.parse(row.description_json) as RichTextDoc) : null;
