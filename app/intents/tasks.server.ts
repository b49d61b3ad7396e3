import { apiResult } from "~/lib/api-result";
import { jsonDepth, MAX_JSON_DEPTH } from "~/lib/jsonDepth";
import { CSRF_FIELD } from "~/lib/csrf";
import { DATE_MARK_FIELD } from "~/lib/dateFields";
import { parseRowChoice, ROW_FIELDS, ROW_SAVE, ROW_SAVE_ALL, TASK_ROW_INTENT, type TaskIntent } from "~/lib/taskForms";
import { textToDoc, type RichTextDoc } from "~/schemas/richText";
import { AddTaskSchema, CreateTaskGroupSchema, MoveTaskSchema, ReorderTaskSchema, TaskGroupIdSchema, TaskIdSchema, UpdateTaskGroupSchema, UpdateTaskSchema } from "~/schemas/task";
import type { ApiClient } from "~/server/api/client";
import { answerPost, defineIntents, intent, unknownAction, type Params } from "./define.server";
import { VIA_FETCHER } from "./fetcher";
import { fromForm, textsOf } from "./formInput.server";

/**
 * The List view's form posts (every one works without JavaScript; the Gantt
 * chart posts its task edits here too): each intent is one /api/v2 call.
 */
const projectOf = (params: Params) => ({ projectId: params.projectId ?? "" });

/** A name sent empty is null, which the API's name refuses as missing; conform would read it as absent (the name left as it was). */
const named = (value: unknown) => (value === "" ? null : value);

/** The editor's JSON; what is not JSON, or nests deeper than the API reads, goes as a value the API's schema answers its validation message for. */
function editorDoc(json: string) {
  const malformed = "malformed" as unknown as RichTextDoc;
  if (jsonDepth(json) > MAX_JSON_DEPTH) return malformed;
  try {
    return JSON.parse(json) as RichTextDoc;
  } catch {
    return malformed;
  }
}

/** A description as sent: the editor's JSON, or without JavaScript its text (each line a paragraph; blank text clears it). */
function descriptionOf(json: unknown, text: unknown) {
  if (typeof json === "string") return editorDoc(json);
  if (typeof text !== "string") return undefined;
  return text.trim() === "" ? null : textToDoc(text);
}

/**
 * A task form's fields as the API's update: the fields sent (absent ones stay as they are); the
 * assignees only when the form says it sent them (`assigneesSent`: an empty list unassigns
 * everyone), the description from the editor's JSON or its text.
 */
export const taskFromForm = ({ name, assigneesSent, assigneeIds, descriptionJson, descriptionText, ...task }: Record<string, unknown>) => ({
  ...task,
  name: named(name),
  assigneeIds: assigneesSent === undefined ? undefined : textsOf(assigneeIds).filter(Boolean),
  description: descriptionOf(descriptionJson, descriptionText),
});

/** A new task of a group, or with `parentId` a subtask of that task. */
const newTaskOf = ({ parentId, groupId, name }: Record<string, unknown>) => (parentId ? { parentId, name } : { groupId, name });

export const taskIntents = defineIntents({
  createGroup: intent({
    schema: CreateTaskGroupSchema.omit({ projectId: true }),
    send: async (api, { name }, params) => apiResult(await api.project.taskGroups.create.$post({ json: { ...projectOf(params), name } })),
    done: "Task group added.",
  }),
  renameGroup: intent({
    schema: fromForm(UpdateTaskGroupSchema, ({ groupId, name }) => ({ groupId, name: named(name) })),
    send: async (api, json) => apiResult(await api.project.taskGroups.update.$post({ json })),
    done: "Task group renamed.",
  }),
  placeGroup: intent({ schema: UpdateTaskGroupSchema, send: async (api, json) => apiResult(await api.project.taskGroups.update.$post({ json })), done: "Task group moved." }),
  deleteGroup: intent({ schema: TaskGroupIdSchema, send: async (api, json) => apiResult(await api.project.taskGroups.delete.$post({ json })), done: "Task group moved to the bin." }),
  archiveGroup: intent({ schema: TaskGroupIdSchema, send: async (api, json) => apiResult(await api.project.taskGroups.archive.$post({ json })), done: "Task group archived." }),
  addTask: intent({
    schema: fromForm(AddTaskSchema, newTaskOf),
    send: async (api, json) => apiResult(await api.task.add.$post({ json })),
    done: (task) => (task.parentId ? "Subtask added." : "Task added."),
  }),
  updateTask: intent({ schema: fromForm(UpdateTaskSchema, taskFromForm), send: async (api, json) => apiResult(await api.task.update.$post({ json })), done: "Task updated." }),
  placeTask: intent({ schema: ReorderTaskSchema, send: async (api, json) => apiResult(await api.task.reorder.$post({ json })), done: "Task moved." }),
  moveTask: intent({ schema: MoveTaskSchema, send: async (api, json) => apiResult(await api.task.move.$post({ json })), done: "Task moved." }),
  duplicateTask: intent({ schema: TaskIdSchema, send: async (api, json) => apiResult(await api.task.duplicate.$post({ json })), done: "Task duplicated." }),
  deleteTask: intent({ schema: TaskIdSchema, send: async (api, json) => apiResult(await api.task.delete.$post({ json })), done: "Task moved to the bin." }),
  archiveTask: intent({ schema: TaskIdSchema, send: async (api, json) => apiResult(await api.task.archive.$post({ json })), done: "Task archived." }),
} satisfies Record<TaskIntent, unknown>);

type TaskOutcome = NonNullable<Awaited<ReturnType<typeof taskIntents.run>>>;

/** Where a plain post returns: the list as it was (filters, panel), without the confirmation it came from nor the panel of the task it sent away. */
function backTo(request: Request, outcome: TaskOutcome) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  for (const name of ["confirmDelete", "confirmDeleteGroup"]) url.searchParams.delete(name);
  const gone = (outcome.intent === "deleteTask" || outcome.intent === "archiveTask") && "value" in outcome ? outcome.value.taskId : null;
  if (gone && url.searchParams.get("taskId") === gone) url.searchParams.delete("taskId");
  return `${url.pathname}${url.search}`;
}

const isRowField = (name: unknown): name is (typeof ROW_FIELDS)[number] => (ROW_FIELDS as readonly unknown[]).includes(name);

/**
 * A List row's one form (decision 0067) sends every control of its row; the button that sent it says
 * what it asks, and only that goes on: `save` names one field (updateTask with that field alone, as a
 * cell's own form used to send), `beforeId` / `afterId` moves the task (placeTask). Other forms pass as they are.
 */
export function oneRowIntent(form: FormData): FormData {
  if (form.get("intent") !== TASK_ROW_INTENT) return form;
  const one = new FormData();
  const copy = (name: string) => form.getAll(name).forEach((value) => one.append(name, value));
  [CSRF_FIELD, VIA_FETCHER, "taskId", DATE_MARK_FIELD].forEach(copy);
  const save = form.get(ROW_SAVE);
  const choice = parseRowChoice(save);
  if (choice) {
    // A menu's choice (issue 43 §3): the field it names, set to what it says.
    one.set("intent", "updateTask");
    choice.values.forEach((value) => one.append(choice.field, value));
    if (choice.field === "assigneeIds") one.set("assigneesSent", "1");
  } else if (isRowField(save)) {
    one.set("intent", "updateTask");
    copy(save);
    if (save === "assigneeIds") one.set("assigneesSent", "1");
  } else if (save === ROW_SAVE_ALL) {
    // Enter in a field: every field but the assignees, whose picker may lack a deactivated assignee; the command logs only what changed.
    one.set("intent", "updateTask");
    ROW_FIELDS.filter((name) => name !== "assigneeIds").forEach(copy);
  } else if (form.has("beforeId") || form.has("afterId")) {
    one.set("intent", "placeTask");
    ["beforeId", "afterId"].forEach(copy);
  }
  return one;
}

/** A post of the List view: a redirect back with a toast, or a fetcher's outcome (the row rolls back and toasts itself). */
export async function taskPost(request: Request, form: FormData, api: ApiClient, params: Params) {
  const outcome = await taskIntents.run(oneRowIntent(form), api, params);
  if (!outcome) return unknownAction();
  return answerPost(request, form, outcome, backTo(request, outcome));
}
