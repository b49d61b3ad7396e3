import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { ATTACHMENT_PARAMS, DELETE_ATTACHMENT_INTENT } from "~/components/attachments/params";
import { AttachmentIdSchema } from "~/schemas/attachment";
import type { ApiClient } from "~/server/api/client";
import { defineIntents, intent } from "./define.server";
import { VIA_FETCHER } from "./fetcher";

/** The List view's file forms (issue 17 §3): deleting one, from the panel's Attachments or a message, under task/ or project/taskGroups/ by the form's `itemType`. */
export const attachmentIntents = defineIntents({
  [DELETE_ATTACHMENT_INTENT]: intent({
    schema: AttachmentIdSchema.extend({ itemType: z.enum(["task", "taskGroup"]).catch("task") }),
    send: async (api, { itemType, ...json }) => apiResult(await (itemType === "taskGroup" ? api.project.taskGroups : api.task).attachment.delete.$post({ json })),
    done: "File deleted.",
  }),
});

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
 * A file's post: a fetcher gets the outcome as data; a plain post goes back to the panel with a
 * toast, or with the refusal's message in `attachmentError`.
 */
export async function attachmentPost(request: Request, form: FormData, api: ApiClient) {
  const outcome = await attachmentIntents.run(form, api, {});
  if (!outcome) throw new Error("Not a file's post");
  const viaFetcher = Boolean(form.get(VIA_FETCHER));
  if (!outcome.ok) return viaFetcher ? data({ ok: false, message: outcome.message }, outcome.status) : redirect(backTo(request, outcome.message), 303);
  if (viaFetcher) return data({ ok: true, message: outcome.message });
  return redirectWithToast(request, backTo(request), { kind: "success", message: outcome.message });
}
