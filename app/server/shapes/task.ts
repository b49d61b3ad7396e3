import { z } from "@hono/zod-openapi";
import { PRIORITIES } from "~/lib/priorities";
import { ColumnValuesSchema, PersonNameSchema, RichTextSchema } from "./values";

/** A task as the task and List calls answer it (OpenAPI and the typed client) and the workspace builds it. */
export const TaskViewSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    groupId: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    statusId: z.string().nullable(),
    priority: z.enum(PRIORITIES).nullable(),
    startDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    position: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
    assigneeIds: z.array(z.string()),
    assignees: z.array(PersonNameSchema).describe("the assignees by name, deactivated ones marked (pickers list active people only)"),
    subtaskCount: z.number(),
    conversationCount: z.number().describe("conversations on it (issue 17)"),
    replyCount: z.number().describe("replies in those conversations"),
    values: ColumnValuesSchema,
  })
  .openapi("Task");

export const TaskDetailSchema = TaskViewSchema.extend({
  teamId: z.string().optional(),
  description: z.union([RichTextSchema, z.null()]).describe("Tiptap/ProseMirror JSON of the allowed nodes and marks"),
  descriptionHtml: z.string().describe("the description rendered on the server, safe to insert"),
  subtasks: z.array(TaskViewSchema),
}).openapi("TaskDetail");

export const TaskGroupSchema = z
  .object({ id: z.string(), projectId: z.string(), name: z.string(), position: z.string() })
  .openapi("TaskGroup");
