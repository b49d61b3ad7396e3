/**
 * Attachments (issue 17 §3): files on a task, subtask or task group, or on a message of its
 * conversations. Browser-safe: the limits, the allow-list and the messages the panel and the API share.
 */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const ATTACHMENT_PAGE = 100;
/** The most files one list call answers: the panel's "Load more" asks for all it shows again (decision 0061). */
export const ATTACHMENTS_SHOWN_MAX = 1000;
export const FILE_ORDERS = ["oldest", "newest"] as const;
export type FileOrder = (typeof FILE_ORDERS)[number];
/** How many files one message may carry. */
export const MAX_FILES_PER_MESSAGE = 20;

export const ATTACHMENT_NOT_FOUND = "Attachment not found";
export const ATTACHMENT_TOO_LARGE = "A file can be at most 25 MB";
export const ATTACHMENT_EMPTY = "The file is empty";
export const ATTACHMENT_TYPE_NOT_ALLOWED =
  "This type of file cannot be attached. Attach images (PNG, JPEG, GIF, WebP), PDF, text, CSV, Word, Excel, PowerPoint or ZIP files.";
export const ATTACHMENT_CONTENT_MISMATCH = "The file's content does not match its type";
export const ATTACHMENT_NAME_REQUIRED = "Please give the file a name";
export const NOT_YOUR_ATTACHMENT = "Only the person who uploaded a file, or the project's admins, can delete it";
export const ATTACHMENT_ALREADY_UPLOADED = "This file has already been uploaded";
export const ATTACHMENT_ON_OTHER_ITEM = "The file and the message belong to different items";
export const ATTACHMENT_ALREADY_ON_MESSAGE = "This file is already attached to a message";
export const ONLY_AUTHOR_ATTACHES = "Only a message's author can attach files to it";

/** The allow-list: a file's extension names its type, and its content must be that type (app/server/uploads/sniff.ts). */
export const ATTACHMENT_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  txt: "text/plain",
  csv: "text/csv",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  zip: "application/zip",
} as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[keyof typeof ATTACHMENT_TYPES];

/** What browsers and systems also call these types; a declared type must be the extension's or one of these. */
const TYPE_ALIASES: Record<string, AttachmentType> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "application/x-zip-compressed": "application/zip",
  "application/x-zip": "application/zip",
  "application/vnd.ms-excel": "text/csv",
  "application/csv": "text/csv",
  "text/comma-separated-values": "text/csv",
};

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1].toLowerCase() ?? "";

/** The type a file's name gives it on the allow-list, or null. */
export function attachmentTypeOf(name: string): AttachmentType | null {
  return (ATTACHMENT_TYPES as Record<string, AttachmentType>)[extensionOf(name)] ?? null;
}

/**
 * The type a file is accepted as: its name's, when the type it declares (if any) agrees;
 * "application/octet-stream" and an empty type say nothing. Null: not on the allow-list.
 */
export function acceptedType(name: string, declared?: string | null): AttachmentType | null {
  const byName = attachmentTypeOf(name);
  if (!byName) return null;
  const type = (declared ?? "").split(";")[0].trim().toLowerCase();
  if (!type || type === "application/octet-stream") return byName;
  if (type === byName || TYPE_ALIASES[type] === byName) return byName;
  // Office files are zip files: some systems declare them so.
  if (byName.startsWith("application/vnd.openxmlformats") && TYPE_ALIASES[type] === "application/zip") return byName;
  return null;
}

/** Shown in the page (inline) rather than downloaded: images and PDFs. */
export const isInlineType = (type: string) => type.startsWith("image/") || type === "application/pdf";
export const isImageType = (type: string) => type.startsWith("image/");

const MAX_NAME = 200;

/**
 * A file's name as stored and offered for download: no folders, no control or reserved
 * characters, no leading dots, at most 200 characters (the extension kept).
 */
export function sanitiseName(raw: string): string {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (!cleaned) return "";
  if (cleaned.length <= MAX_NAME) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension ? MAX_NAME - extension.length - 1 : MAX_NAME;
  return extension ? `${cleaned.slice(0, keep).trimEnd()}.${extension}` : cleaned.slice(0, keep);
}

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** "512 bytes", "1.5 MB", "1 GB": binary multiples, as file managers show them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}

export const storageFullMessage = (used: number, quota: number) =>
  `Your organisation's storage is full (${formatBytes(used)} of ${formatBytes(quota)} used). Delete files or upgrade the plan.`;

/** The item's id by the name its API path uses: `taskId` under task/, `groupId` under project/taskGroups/. */
