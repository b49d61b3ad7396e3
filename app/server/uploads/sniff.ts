import type { AttachmentType } from "~/lib/attachments";

/**
 * What a file is by its leading bytes (issue 17 §3): the allow-list's types are told by their
 * signatures, Office documents as zip files named .docx/.xlsx/.pptx, text as UTF-8 without control
 * characters that is not markup. A name never makes a file what its bytes are not.
 */
export const SNIFF_BYTES = 4096;

const starts = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((value, index) => bytes[at + index] === value);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP = ["application/zip", "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation"] as const;

function binaryType(head: Uint8Array): AttachmentType | "zip" | null {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(head, ascii("GIF87a")) || starts(head, ascii("GIF89a"))) return "image/gif";
  if (starts(head, ascii("RIFF")) && starts(head, ascii("WEBP"), 8)) return "image/webp";
  if (starts(head, ascii("%PDF-"))) return "application/pdf";
  // A local file header, or the end record of an empty archive.
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]) || starts(head, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  return null;
}

const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|style|img|a\s|div|title)/i;

/** UTF-8 (a multi-byte character cut off at the end of the head allowed) with no control characters but tab, line breaks and form feed. */
function isText(head: Uint8Array, complete: boolean): boolean {
  let text: string;
  try {
    // A character cut by the head's end is dropped: trim up to 3 trailing bytes that start one.
    let end = head.length;
    if (!complete) {
      for (let back = 1; back <= 3 && end - back >= 0; back++) {
        const byte = head[end - back];
        if ((byte & 0xc0) === 0xc0) {
          end -= back;
          break;
        }
        if ((byte & 0x80) === 0) break;
      }
    }
    text = new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, end));
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !MARKUP.test(text.replace(/^\uFEFF/, ""));
}

/**
 * The allow-list type the content of a file accepted as `expected` (by its name, at prepare) really
 * is, from its first bytes `head` (`complete` when the head is the whole file): the type its
 * signature names, a zip file as the Office type it was named as, text as the text type it was named
 * as; null when it is none of the allow-list. The caller refuses any answer but `expected`.
 */
export function sniffType(expected: AttachmentType, head: Uint8Array, complete: boolean): AttachmentType | null {
  const found = binaryType(head);
  if (found === "zip") return (ZIP as readonly string[]).includes(expected) ? expected : "application/zip";
  if (found) return found;
  if (expected === "text/plain" || expected === "text/csv") return isText(head, complete) ? expected : null;
  return isText(head, complete) ? "text/plain" : null;
}
