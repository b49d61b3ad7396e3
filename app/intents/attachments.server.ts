import { data, redirect } from "@remix-run/cloudflare";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { ATTACHMENT_PARAMS, DELETE_ATTACHMENT_INTENT } from "~/components/attachments/params";
import type { ApiClient } from "~/server/api/client";
import { VIA_FETCHER } from "./fetcher";

/** Whether a form post of the List view is a file's (issue 17 §3): deleting one, from the panel's Attachments or a message. */
export const isAttachmentPost = (form: FormData) => form.get("intent") === DELETE_ATTACHMENT_INTENT;

/** The panel the post came from, without its confirmation and a former error. */
function backTo(request: Request, error?: string) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete(ATTACHMENT_PARAMS.confirmDelete);
  url.searchParams.delete(ATTACHMENT_PARAMS.error);
  if (error) url.searchParams.set(ATTACHMENT_PARAMS.error, error);
  return `${url.pathname}${url.search}`;
}

/**
 * Deletes a file (one /api/v2 call under task/ or project/taskGroups/ by the form's `itemType`): a
 * fetcher gets the outcome as data; a plain post goes back to the panel with a toast, or with the
 * API's message in `attachmentError`.
 */
export async function attachmentPost(request: Request, form: FormData, api: ApiClient) {
  const attachmentId = String(form.get("attachmentId") ?? "");
  const calls = form.get("itemType") === "taskGroup" ? api.project.taskGroups : api.task;
  const result = await apiResult(await calls.attachment.delete.$post({ json: { attachmentId } }));
  const viaFetcher = Boolean(form.get(VIA_FETCHER));
  if (!result.ok) return viaFetcher ? data({ ok: false, message: result.message }, result.status) : redirect(backTo(request, result.message), 303);
  if (viaFetcher) return data({ ok: true, message: "File deleted." });
  return redirectWithToast(request, backTo(request), { kind: "success", message: "File deleted." });
}
