import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AttachmentIdSchema, attachmentInputs, AttachToMessageSchema, type AttachmentItemKey } from "~/schemas/attachment";
import { ATTACHMENT_CONTENT_MISMATCH, ATTACHMENT_EMPTY, ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES, type AttachmentType } from "~/lib/attachments";
import { passesStreamedCsrf } from "~/server/auth/csrf";
import { ATTACHMENT_BASES, ATTACHMENT_DOWNLOAD, ATTACHMENT_FORM, ATTACHMENT_PUT } from "~/server/uploads/attachmentPaths";
import { boundaryOf, fieldText, multipartParts, MultipartError, type Part } from "~/server/uploads/multipart";
import { signedUploadUrl, UPLOAD_URL_TTL_MS, verifyUploadUrl } from "~/server/uploads/signedUrl";
import { SNIFF_BYTES, sniffType } from "~/server/uploads/sniff";
import { chunksOf, putKnownLength, putUnknownLength, readHead, reassembled, UploadStreamError } from "~/server/uploads/stream";
import type { AttachmentView } from "~/server/workspace/aggregates/attachments/view";
import { disposition } from "../../core/disposition";
import { ApiError, fail, ok, type ErrorStatus } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { requireViewer, runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { AttachmentListSchema, AttachmentSchema, SignedAttachmentUrlSchema } from "./shapes";

/**
 * The attachment calls of an item (issue 17 §3, decision record 44), mounted under task/ for tasks
 * and subtasks (taskId) and under project/taskGroups/ for task groups (groupId), like the
 * conversation calls. Bytes arrive by a signed PUT (JavaScript) or a multipart form (without), both
 * streamed to R2 after their first bytes are sniffed, and leave only through `download`, with the
 * item's permission and safe headers.
 */
type Ctx = Context<ApiEnv>;

const INVALID_CSRF = "Invalid CSRF token";
const NO_FILE = "Choose a file to attach";
const FORM_ONLY = "Send the file as multipart/form-data";
const LENGTH_REQUIRED = "Send the file with its Content-Length";

const downloadUrl = (key: AttachmentItemKey, attachmentId: string) =>
  `${ATTACHMENT_BASES[key]}${ATTACHMENT_DOWNLOAD}?attachmentId=${encodeURIComponent(attachmentId)}`;

/** A file the API answers: the view, and where to fetch it. */
const shown = (key: AttachmentItemKey) => (view: AttachmentView) => ({ ...view, downloadUrl: downloadUrl(key, view.attachmentId) });

/** Gives an unfinished upload's reservation back (its object, if any, goes with it); never fails the answer. */
async function discard(c: Ctx, attachmentId: string) {
  await runCommand(c, { name: "attachments.discard", input: { attachmentId } }).catch(() => undefined);
}

const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A same-site path to send a form back to (no JavaScript); anything else is ignored. */
const localPath = (value: string | undefined) => (value && /^\/(?![/\\])/.test(value) ? value : null);

function withParam(path: string, name: string, value: string) {
  const url = new URL(path, "http://local");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The ApiError (or stream error) of a failed upload as a status and message. */
function failureOf(error: unknown): { status: ErrorStatus; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof UploadStreamError) return { status: error.status, message: error.message };
  if (error instanceof MultipartError) return { status: 400, message: error.message };
  throw error;
}

/**
 * One file's bytes, after its reservation: sniffed from the first bytes (refused, with nothing
 * stored, when they are not `contentType`), streamed to R2, then committed. Any failure gives the
 * reservation back and leaves no object.
 */
async function receive(
  c: Ctx,
  reserved: { attachmentId: string; key: string; contentType: AttachmentType; maxBytes: number },
  source: AsyncIterator<Uint8Array>,
  store: (body: ReadableStream<Uint8Array>) => Promise<number>,
) {
  let stored = false;
  try {
    const { head, rest, done } = await readHead(source, SNIFF_BYTES);
    if (head.byteLength === 0) throw new UploadStreamError(400, ATTACHMENT_EMPTY);
    if (sniffType(reserved.contentType, head, done) !== reserved.contentType) throw new ApiError(415, ATTACHMENT_CONTENT_MISMATCH);
    const body = reassembled([head, rest], done ? null : source, reserved.maxBytes, ATTACHMENT_TOO_LARGE);
    const size = await store(body);
    stored = true;
    const input = { attachmentId: reserved.attachmentId, key: reserved.key, size, contentType: reserved.contentType };
    return (await runCommand(c, { name: "attachments.commit", input })).data.attachment;
  } catch (error) {
    await source.return?.();
    if (stored) await c.env.FILES.delete(reserved.key);
    await discard(c, reserved.attachmentId);
    throw error;
  }
}

const objectOptions = (attachmentId: string, contentType: string) => ({ httpMetadata: { contentType }, customMetadata: { attachmentId } });

export function attachmentCalls<K extends AttachmentItemKey>(key: K, tag: string) {
  const tags: [string] = [tag];
  const inputs = attachmentInputs(key);
  const kind = key === "taskId" ? "a task or subtask" : "a task group";
  const view = shown(key);
  const post = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
    apiRoute({ method: "post", path, summary, input, data, tags });
  const get = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
    apiRoute({ method: "get", path, summary, input, data, tags });

  /** Reserves a file's place on the item; answers what receive needs. */
  async function reserve(c: Ctx, input: { itemId: string; name: string; size: number; type?: string; messageId?: string; draftFor?: string }) {
    const { data } = await runCommand(c, { name: "attachments.prepare", input });
    return { attachmentId: data.attachmentId, key: data.key, name: data.name, contentType: data.contentType, maxBytes: data.maxBytes };
  }

  /** The files of a multipart form, each reserved, streamed and committed in turn (fields before the files). */
  async function receiveForm(c: Ctx, parts: AsyncGenerator<Part, void>, fields: Map<string, string>, limit: number) {
    const received: AttachmentView[] = [];
    let csrfChecked = false;
    for await (const part of parts) {
      const { name, filename, contentType } = part.headers;
      if (filename === null) {
        if (fields.size >= 20) throw new MultipartError("The form has too many fields");
        fields.set(name, await fieldText(part.body));
        continue;
      }
      // A file input left empty sends a part with no name and no bytes.
      if (filename === "") continue;
      if (!csrfChecked) {
        if (!passesStreamedCsrf(c.req.raw, fields.get("csrf") ?? null)) throw new ApiError(403, INVALID_CSRF);
        csrfChecked = true;
      }
      const itemId = fields.get(key) ?? "";
      const messageId = fields.get("messageId") || undefined;
      const reserved = await reserve(c, { itemId, name: filename, size: limit, type: contentType ?? undefined, messageId });
      const store = async (body: ReadableStream<Uint8Array>) => putUnknownLength(c.env.FILES, reserved.key, body, objectOptions(reserved.attachmentId, reserved.contentType));
      received.push(await receive(c, reserved, part.body, store));
    }
    return received;
  }

  return createRouter()
    .openapi(
      post("/attachment/createSignedUrl", `Reserve a file on ${kind} (or on one's message there) and get the URL to PUT its bytes to`, inputs.createSignedUrl, SignedAttachmentUrlSchema),
      async (c) => {
        const { [key]: itemId, name, size, type, messageId, draftFor } = c.req.valid("json") as Record<string, unknown> & { name: string; size: number; type?: string; messageId?: string; draftFor?: string };
        const reserved = await reserve(c, { itemId: itemId as string, name, size, type, messageId, draftFor });
        const expiresAt = Date.now() + UPLOAD_URL_TTL_MS;
        const grant = { key: reserved.key, contentType: reserved.contentType, maxBytes: reserved.maxBytes, expires: expiresAt };
        const uploadUrl = await signedUploadUrl(new URL(c.req.url).origin, c.env.SIGNING_SECRET, grant, `${ATTACHMENT_BASES[key]}${ATTACHMENT_PUT}`, {
          attachmentId: reserved.attachmentId,
        });
        return ok(c, { attachmentId: reserved.attachmentId, uploadUrl, method: "PUT" as const, name: reserved.name, contentType: reserved.contentType, maxBytes: reserved.maxBytes, expiresAt });
      },
    )
    .openapi(get("/attachment/list", `The files of ${kind} (on it and on its messages) or of one of its messages, oldest first or newest first`, inputs.list, AttachmentListSchema), async (c) => {
      const { [key]: itemId, ...page } = c.req.valid("query") as Record<string, unknown>;
      const { data } = await runQuery(c, { name: "attachments.list", input: { itemId: itemId as string, ...page } });
      return ok(c, { ...data, attachments: data.attachments.map(view), drafts: data.drafts.map(view) });
    })
    .openapi(post("/attachment/delete", "Delete a file (the person who uploaded it, or the project's admins); its object leaves storage", AttachmentIdSchema, z.object({ attachmentId: z.string(), deleted: z.literal(true) })), async (c) => {
      const { data } = await runCommand(c, { name: "attachments.delete", input: c.req.valid("json") });
      return ok(c, { attachmentId: data.attachmentId, deleted: true as const });
    })
    .openapi(post("/attachment/attach", "Put files one uploaded to the item on one's message there", AttachToMessageSchema, z.object({ messageId: z.string(), attachments: z.array(AttachmentSchema) })), async (c) => {
      const { data } = await runCommand(c, { name: "attachments.attach", input: c.req.valid("json") });
      return ok(c, { messageId: data.messageId, attachments: data.attachments.map(view) });
    })
    .put(ATTACHMENT_PUT, async (c) => {
      const url = new URL(c.req.url);
      if (!passesStreamedCsrf(c.req.raw, null)) return fail(c, 403, INVALID_CSRF);
      const check = await verifyUploadUrl(url, c.env.SIGNING_SECRET);
      if (!check.ok) return fail(c, check.status, check.message);
      const { grant } = check;
      const attachmentId = url.searchParams.get("attachmentId") ?? "";
      await requireViewer(c);
      const length = Number(c.req.header("content-length"));
      const body = c.req.raw.body;
      // Refused, the body is left unread: workerd reads it to its end after the answer (uploads/unreadBody.ts).
      const refuse = async (status: ErrorStatus, message: string) => {
        await discard(c, attachmentId);
        return fail(c, status, message);
      };
      if (!body || !Number.isSafeInteger(length) || length < 0) return refuse(400, LENGTH_REQUIRED);
      if (length === 0) return refuse(400, ATTACHMENT_EMPTY);
      if (length > grant.maxBytes || length > MAX_ATTACHMENT_BYTES) return refuse(413, ATTACHMENT_TOO_LARGE);
      const reserved = { attachmentId, key: grant.key, contentType: grant.contentType as AttachmentType, maxBytes: length };
      const store = async (stream: ReadableStream<Uint8Array>) => {
        await putKnownLength(c.env.FILES, grant.key, stream, length, objectOptions(attachmentId, grant.contentType));
        return length;
      };
      try {
        return ok(c, view(await receive(c, reserved, chunksOf(body), store)));
      } catch (error) {
        const { status, message } = failureOf(error);
        return fail(c, status, message);
      }
    })
    .post(ATTACHMENT_FORM, async (c) => {
      const boundary = boundaryOf(c.req.header("content-type") ?? null);
      const body = c.req.raw.body;
      if (!boundary || !body) return fail(c, 400, FORM_ONLY);
      await requireViewer(c);
      // A file in the form is at most the whole body, and at most the per-file limit: that much is reserved.
      const limit = Math.min(Number(c.req.header("content-length")) || MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES);
      const fields = new Map<string, string>();
      const source = chunksOf(body);
      let answer: { ok: true; attachments: AttachmentView[] } | { ok: false; status: ErrorStatus; message: string };
      try {
        const received = await receiveForm(c, multipartParts(source, boundary), fields, limit);
        answer = received.length === 0 ? { ok: false, status: 400, message: NO_FILE } : { ok: true, attachments: received };
      } catch (error) {
        await source.return?.();
        answer = { ok: false, ...failureOf(error) };
      }
      const back = localPath(fields.get("redirectTo"));
      if (back) return c.redirect(answer.ok ? back : withParam(back, "attachmentError", answer.message), 303);
      return answer.ok ? ok(c, { attachments: answer.attachments.map(view) }) : fail(c, answer.status, answer.message);
    })
    .get(ATTACHMENT_DOWNLOAD, async (c) => {
      const parsed = AttachmentIdSchema.safeParse({ attachmentId: c.req.query("attachmentId") });
      if (!parsed.success) return fail(c, 400, parsed.error.issues[0]?.message ?? "Choose a file");
      const { data: file } = await runQuery(c, { name: "attachments.get", input: parsed.data });
      const etag = c.req.header("if-none-match")?.replaceAll('"', "");
      const object = await c.env.FILES.get(file.key, etag ? { onlyIf: { etagDoesNotMatch: etag } } : {});
      if (!object) return fail(c, 404, "Attachment not found");
      const inline = file.contentType.startsWith("image/") || file.contentType === "application/pdf";
      const headers = new Headers({
        "Content-Type": file.contentType,
        "Content-Disposition": disposition(inline ? "inline" : "attachment", file.name),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": FILE_CSP,
        "Cross-Origin-Resource-Policy": "same-origin",
        "Cache-Control": "private, no-cache",
        ETag: object.httpEtag,
      });
      if (!("body" in object)) return new Response(null, { status: 304, headers });
      headers.set("Content-Length", String(object.size));
      return new Response(object.body, { headers });
    });
}
