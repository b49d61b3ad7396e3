import * as z from "zod";
import { PRIORITIES } from "~/lib/priorities";
import { LIST_LIMIT_MAX, LIST_LOADED_MAX, LIST_SORTS, SEARCH_MAX } from "~/lib/taskList";
import { Confirmation, optionalParam, singleLineName, workId } from "./fields";
import { RichTextDoc } from "./richText";

/** Task groups, tasks and subtasks, and the List view's window (issue 7 §4, §8). */

export const DATE_MESSAGE = "Dates must be in the form yyyy-mm-dd";
export const DATE_ORDER_MESSAGE = "Start date must be on or before the due date";
export const PRIORITY_MESSAGE = "Choose a priority: Urgent, High, Normal or Low";
export const PLACE_MESSAGE = "Give either beforeId or afterId";
export const TASK_NAME_MAX = 500;
export const GROUP_NAME_MAX = 100;

export const taskName = () => singleLineName({ label: "Task Name", max: TASK_NAME_MAX });
export const groupName = () => singleLineName({ label: "Task Group Name", max: GROUP_NAME_MAX });

const isoDate = z.iso.date({ error: DATE_MESSAGE }).nullable();

/** The fields a member sets on a task or subtask; null clears one. */
const TaskFields = z.object({
  description: RichTextDoc.nullable().optional(),
  statusId: workId("status").optional(),
  assigneeIds: z.array(workId("member")).max(50, "A task can have at most 50 assignees").optional(),
  priority: z.enum(PRIORITIES, { error: PRIORITY_MESSAGE }).nullable().optional(),
  startDate: isoDate.optional(),
  dueDate: isoDate.optional(),
});

function datesInOrder(value: { startDate?: string | null; dueDate?: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate && value.dueDate && value.startDate > value.dueDate) {
    ctx.addIssue({ code: "custom", message: DATE_ORDER_MESSAGE, path: ["dueDate"] });
  }
}

/** Where an item goes among its siblings: directly before or directly after one of them. */
const Placement = z.object({ beforeId: workId("task").optional(), afterId: workId("task").optional() });
const onePlace = (value: { beforeId?: string; afterId?: string }, ctx: z.RefinementCtx) => {
  if (!value.beforeId === !value.afterId) ctx.addIssue({ code: "custom", message: PLACE_MESSAGE, path: ["beforeId"] });
};
/** A place is optional (rename only, move to the end), but never both before and after. */
const atMostOnePlace = (value: { beforeId?: string; afterId?: string }, ctx: z.RefinementCtx) => {
  if (value.beforeId && value.afterId) onePlace(value, ctx);
};

export const CreateTaskGroupSchema = z.object({ projectId: workId("project"), name: groupName() });
export const TaskGroupIdSchema = z.object({ groupId: workId("task group") });
export const UpdateTaskGroupSchema = TaskGroupIdSchema.extend({ name: groupName().optional() }).extend(Placement.shape).superRefine(atMostOnePlace);

/** A task in a group, or with parentId a subtask of that task (its group is the parent's). */
export const AddTaskSchema = TaskFields.extend({
  groupId: workId("task group").optional(),
  parentId: workId("task").optional(),
  name: taskName(),
})
  .superRefine(datesInOrder)
  .superRefine((value, ctx) => {
    if (!value.groupId && !value.parentId) ctx.addIssue({ code: "custom", message: "Choose a task group", path: ["groupId"] });
  });

export const TaskIdSchema = z.object({ taskId: workId("task") });
export const UpdateTaskSchema = TaskFields.extend({ taskId: workId("task"), name: taskName().optional() }).superRefine(datesInOrder);
/**
 * To another group (of any project of the team): at its end, or before or after one of its tasks.
 * A move into another project refuses (409, with their count) to drop the task's dependencies
 * unless `confirm` is true.
 */
export const MoveTaskSchema = TaskIdSchema.extend({ groupId: workId("task group") })
  .extend(Placement.shape)
  .extend(Confirmation.shape)
  .superRefine(atMostOnePlace);
export const ReorderTaskSchema = TaskIdSchema.extend(Placement.shape).superRefine(onePlace);

export type AddTaskInput = z.infer<typeof AddTaskSchema>;
export type UpdateTaskInput = z.infer<typeof UpdateTaskSchema>;

export const LOADED_MESSAGE = "Loaded rows should be given as group:count pairs";
export const LOADED_MAX_MESSAGE = `At most ${LIST_LOADED_MAX} tasks can stay loaded`;

/**
 * `loaded`: how many rows "Load more" has shown in each group of a view ("id:count,…": a List
 * group, a board column), so a page read again (after an edit, or without JavaScript) re-reads
 * each such group's first `count` rows; `message` names the view's groups.
 */
export const loadedCounts = (message: string) =>
  z
    .string()
    .max(2000, message)
    .transform((text, ctx) => {
      const counts: Record<string, number> = {};
      let total = 0;
      for (const part of text.split(",")) {
        const match = /^([A-Za-z0-9_-]{1,64}):([0-9]{1,5})$/.exec(part);
        if (!match || Number(match[2]) < 1) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        counts[match[1]] = Number(match[2]);
        total += Number(match[2]);
      }
      if (total > LIST_LOADED_MAX) {
        ctx.addIssue({ code: "custom", message: LOADED_MAX_MESSAGE });
        return z.NEVER;
      }
      return counts;
    });

/** The List view's window: filters, sort, text search and a cursor within one group (or every group's first page). */
export const ListQuerySchema = z.object({
  projectId: workId("project"),
  groupId: optionalParam(workId("task group")),
  cursor: optionalParam(z.string().max(1000)),
  limit: optionalParam(z.coerce.number().int().min(1).max(LIST_LIMIT_MAX, `At most ${LIST_LIMIT_MAX} tasks at a time`)),
  loaded: optionalParam(loadedCounts(LOADED_MESSAGE)),
  sort: optionalParam(z.enum(LIST_SORTS)),
  dir: optionalParam(z.enum(["asc", "desc"])),
  status: optionalParam(workId("status")),
  assignee: optionalParam(workId("member")),
  priority: optionalParam(z.enum([...PRIORITIES, "NONE"])),
  dueFrom: optionalParam(z.iso.date({ error: DATE_MESSAGE })),
  dueTo: optionalParam(z.iso.date({ error: DATE_MESSAGE })),
  q: optionalParam(z.string().max(SEARCH_MAX, `Search text should not exceed ${SEARCH_MAX} characters`)),
  /** A task to open in the side panel: its details come with the window. */
  taskId: optionalParam(workId("task")),
  /** A task whose group's window starts at it, so the page can scroll to it. */
  scrollTaskId: optionalParam(workId("task")),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;
