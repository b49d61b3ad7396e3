import { CSRF_HEADER } from "~/lib/csrf";
import type { ThreadItemType } from "~/lib/conversationForms";
import type { Attachment } from "./types";

/**
 * The attachment calls the browser makes itself, same origin, with the session's cookie and the
 * CSRF header (issue 17 §3, decision 44): reserve a file, PUT its bytes with progress, put files on
 * a message. Every failure is the API's message.
 */
export const attachmentBase = (type: ThreadItemType) => (type === "task" ? "/api/v2/task" : "/api/v2/project/taskGroups");
export const itemKey = (type: ThreadItemType) => (type === "task" ? "taskId" : "groupId");

export class UploadError extends Error {}

type Envelope<T> = { data?: T; error?: { message?: string } };

const messageOf = (body: Envelope<unknown> | null, status: number) =>
  body?.error?.message ?? (status === 413 ? "A file can be at most 25 MB" : `The upload failed (${status || "no answer"}). Please try again.`);

async function post<T>(path: string, csrf: string, json: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json", [CSRF_HEADER]: csrf }, body: JSON.stringify(json) });
  } catch {
    throw new UploadError("The server could not be reached. Check your connection and try again.");
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.data) throw new UploadError(messageOf(body, response.status));
  return body.data;
}

type Signed = { attachmentId: string; uploadUrl: string; method: "PUT"; name: string; contentType: string };

/**
 * One file to the item: reserved, then its bytes PUT with `onProgress(0…1)`; answers the stored file.
 * With `draftFor` (a message's composer) the file is that draft's until the message is posted.
 */
export async function uploadFile(
  item: { type: ThreadItemType; id: string; draftFor?: string },
  file: File,
  csrf: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Attachment> {
  const base = attachmentBase(item.type);
  const signed = await post<Signed>(`${base}/attachment/createSignedUrl`, csrf, {
    [itemKey(item.type)]: item.id,
    name: file.name,
    size: file.size,
    ...(file.type ? { type: file.type } : {}),
    ...(item.draftFor ? { draftFor: item.draftFor } : {}),
  });
  return new Promise<Attachment>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(signed.method, signed.uploadUrl);
    request.withCredentials = true;
    request.setRequestHeader(CSRF_HEADER, csrf);
    request.setRequestHeader("content-type", signed.contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Envelope<Attachment> | null = null;
      try {
        body = JSON.parse(request.responseText) as Envelope<Attachment>;
      } catch {
        body = null;
      }
      if (request.status === 200 && body?.data) {
        onProgress(1);
        resolve(body.data);
      } else reject(new UploadError(messageOf(body, request.status)));
    };
    request.onerror = () => reject(new UploadError("The upload was interrupted. Check your connection and try again."));
    request.onabort = () => reject(new UploadError("The upload was cancelled."));
    signal?.addEventListener("abort", () => request.abort());
    request.send(file);
  });
}

/** Puts files uploaded to the item on one's message there. */
export const attachToMessage = (type: ThreadItemType, messageId: string, attachmentIds: string[], csrf: string) =>
  post<{ messageId: string }>(`${attachmentBase(type)}/attachment/attach`, csrf, { messageId, attachmentIds });

/** Gives back a file that will not be used (a composer's draft file removed before posting). */
export const deleteFile = (type: ThreadItemType, attachmentId: string, csrf: string) => post<{ deleted: true }>(`${attachmentBase(type)}/attachment/delete`, csrf, { attachmentId });
