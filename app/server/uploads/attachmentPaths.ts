import { MAX_ATTACHMENT_BYTES } from "~/lib/attachments";

/**
 * Where attachments' bytes arrive (issue 17 §3): the signed PUT and the form post, under each path
 * that holds items with files. Their bodies are streamed by their routes, so the Worker lets them be
 * larger than other requests and leaves their CSRF check (which would read a form whole) to them.
 */
export const ATTACHMENT_BASES = { taskId: "/api/v2/task", groupId: "/api/v2/project/taskGroups" } as const;
const BASES = Object.values(ATTACHMENT_BASES);
export const ATTACHMENT_PUT = "/attachment/put";
export const ATTACHMENT_DOWNLOAD = "/attachment/download";
export const ATTACHMENT_FORM = "/attachment/upload";

const UPLOAD_PATHS: ReadonlySet<string> = new Set(BASES.flatMap((base) => [`${base}${ATTACHMENT_PUT}`, `${base}${ATTACHMENT_FORM}`]));

export const isAttachmentUploadPath = (pathname: string) => UPLOAD_PATHS.has(pathname);

/** A form's fields and part headers around its file: room enough, never a second file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
export const MAX_ATTACHMENT_REQUEST_BYTES = MAX_ATTACHMENT_BYTES + FORM_OVERHEAD_BYTES;
