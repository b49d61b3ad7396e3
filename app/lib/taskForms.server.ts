import { data } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { textToDoc, type RichTextDoc } from "~/schemas/richText";
import type { Priority } from "~/schemas/task";
import { apiResult, type ApiFailure } from "./api-result";
import { jsonDepth, MAX_JSON_DEPTH } from "./jsonDepth";
import { TASK_INTENTS, VIA_FETCHER, type TaskIntent } from "./taskForms";
import { redirectWithToast } from "./toast.server";

/**
 * The List view's form posts (every one works without JavaScript): each
 * intent becomes one /api/v2 call. A plain post answers a redirect back to
 * the list with a toast; a fetcher's post (JavaScript) answers its outcome, so
 * the row can roll back and show the toast itself.
 */
type Api = AppLoadContext["api"];
type Outcome = { ok: true; message: string } | ApiFailure;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};
/** A field that an empty value clears (null); absent fields stay as they are. */
const clearable = (form: FormData, name: string) => {
  const value = text(form, name);
  return value === undefined ? undefined : value === "" ? null : value;
};
const placement = (form: FormData) => ({ beforeId: text(form, "beforeId") || undefined, afterId: text(form, "afterId") || undefined });

/** The editor's JSON; what is not JSON, or nests deeper than the API reads, goes as a value the API answers its validation message for. */
function editorDoc(json: string) {
  const malformed = "malformed" as unknown as RichTextDoc;
  if (jsonDepth(json) > MAX_JSON_DEPTH) return malformed;
  try {
    return JSON.parse(json) as RichTextDoc;
  } catch {
    return malformed;
  }
}

function description(form: FormData) {
  const json = text(form, "descriptionJson");
  if (json !== undefined) return editorDoc(json);
  const plain = text(form, "descriptionText");
  if (plain === undefined) return undefined;
  return plain.trim() === "" ? null : textToDoc(plain);
}

/** The fields of a task form that were sent; the API validates them. */
function taskFields(form: FormData) {
  return {
    name: text(form, "name"),
    statusId: text(form, "statusId") || undefined,
    priority: clearable(form, "priority") as Priority | null | undefined,
    startDate: clearable(form, "startDate"),
    dueDate: clearable(form, "dueDate"),
    assigneeIds: form.has("assigneesSent") ? form.getAll("assigneeIds").map(String).filter(Boolean) : undefined,
    description: description(form),
  };
}

const call = async (response: Promise<{ status: number; headers: Headers; json(): Promise<unknown> }>, message: string): Promise<Outcome> => {
  const result = await apiResult(await response);
  return result.ok ? { ok: true, message } : result;
};

async function run(api: Api, intent: TaskIntent, form: FormData, projectId: string): Promise<Outcome> {
  const id = (name: string) => text(form, name) ?? "";
  switch (intent) {
    case "createGroup":
      return call(api.project.taskGroups.create.$post({ json: { projectId, name: id("name") } }), "Task group added.");
    case "renameGroup":
      return call(api.project.taskGroups.update.$post({ json: { groupId: id("groupId"), name: id("name") } }), "Task group renamed.");
    case "placeGroup":
      return call(api.project.taskGroups.update.$post({ json: { groupId: id("groupId"), ...placement(form) } }), "Task group moved.");
    case "deleteGroup":
      return call(api.project.taskGroups.delete.$post({ json: { groupId: id("groupId") } }), "Task group moved to the bin.");
    case "archiveGroup":
      return call(api.project.taskGroups.archive.$post({ json: { groupId: id("groupId") } }), "Task group archived.");
    case "addTask": {
      const parentId = text(form, "parentId") || undefined;
      const json = { ...(parentId ? { parentId } : { groupId: id("groupId") }), name: id("name") };
      return call(api.task.add.$post({ json }), parentId ? "Subtask added." : "Task added.");
    }
    case "updateTask":
      return call(api.task.update.$post({ json: { taskId: id("taskId"), ...taskFields(form) } }), "Task updated.");
    case "placeTask":
      return call(api.task.reorder.$post({ json: { taskId: id("taskId"), ...placement(form) } }), "Task moved.");
    case "moveTask":
      return call(api.task.move.$post({ json: { taskId: id("taskId"), groupId: id("groupId") } }), "Task moved.");
    case "duplicateTask":
      return call(api.task.duplicate.$post({ json: { taskId: id("taskId") } }), "Task duplicated.");
    case "deleteTask":
      return call(api.task.delete.$post({ json: { taskId: id("taskId") } }), "Task moved to the bin.");
    case "archiveTask":
      return call(api.task.archive.$post({ json: { taskId: id("taskId") } }), "Task archived.");
  }
}

/** Where a plain post returns: the list as it was (filters, panel), without the confirmation it came from. */
function backTo(request: Request, intent: TaskIntent, form: FormData) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  for (const name of ["confirmDelete", "confirmDeleteGroup"]) url.searchParams.delete(name);
  const leaves = intent === "deleteTask" || intent === "archiveTask";
  if (leaves && url.searchParams.get("taskId") === text(form, "taskId")) url.searchParams.delete("taskId");
  return `${url.pathname}${url.search}`;
}

/** A post of the List view (the page's action reads the form first, so other features' intents, a column value, can go their own way). */
export async function handleListPost(request: Request, form: FormData, api: Api, projectId: string) {
  const intent = text(form, "intent") as TaskIntent;
  if (!TASK_INTENTS.includes(intent)) return data({ ok: false as const, message: "Unknown action" }, 400);
  const outcome = await run(api, intent, form, projectId);
  if (text(form, VIA_FETCHER)) {
    return data(outcome.ok ? { ok: true as const, message: outcome.message } : { ok: false as const, message: outcome.message }, outcome.ok ? 200 : outcome.status);
  }
  return redirectWithToast(request, backTo(request, intent, form), { kind: outcome.ok ? "success" : "error", message: outcome.message });
}
