import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import type { ThreadItemType } from "~/lib/conversationForms";
import { useRootData } from "~/lib/rootData";
import { acceptedType, ATTACHMENT_EMPTY, ATTACHMENT_TOO_LARGE, ATTACHMENT_TYPE_NOT_ALLOWED, MAX_ATTACHMENT_BYTES } from "~/lib/attachments";
import { uploadFile, UploadError } from "./api";
import type { Attachment } from "./types";

/** One file on its way (JavaScript): its progress, then the stored file or the reason it was refused. */
export type Upload = {
  key: string;
  name: string;
  size: number;
  progress: number;
  status: "uploading" | "done" | "failed";
  error?: string;
  attachment?: Attachment;
};

/** What the browser can tell before sending: the API says the same (and sniffs the content). */
function refusalOf(file: File): string | null {
  if (file.size === 0) return ATTACHMENT_EMPTY;
  if (file.size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_TOO_LARGE;
  if (!acceptedType(file.name, file.type)) return ATTACHMENT_TYPE_NOT_ALLOWED;
  return null;
}

let counter = 0;

/** A file already uploaded (a draft's, kept on the server) as a finished upload. */
const uploaded = (attachment: Attachment): Upload => ({ key: attachment.attachmentId, name: attachment.name, size: attachment.size, progress: 1, status: "done", attachment });

/**
 * Uploads files to an item, several at once, each with its progress (issue 17 §3). With
 * `refresh`, the page's data is loaded again once a batch is in, and the finished uploads leave
 * the list (the file list shows them); without (a message's composer) they stay until `clear`.
 * A composer names itself (`draftFor`): its files are its draft's until the message is posted,
 * and `kept` are the ones it uploaded before (issue 43 §1).
 */
export function useUploads(item: { type: ThreadItemType; id: string }, { refresh, draftFor, kept = [] }: { refresh: boolean; draftFor?: string; kept?: readonly Attachment[] }) {
  const csrf = useRootData()?.csrfToken ?? "";
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const running = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = aborts.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files).map((file) => ({ file, upload: { key: `upload-${++counter}`, name: file.name || "pasted image.png", size: file.size, progress: 0, status: "uploading" as Upload["status"] } }));
      if (added.length === 0) return;
      setUploads((list) => [...list, ...added.map(({ upload }) => upload)]);
      for (const { file, upload } of added) {
        const refused = refusalOf(file);
        if (refused) {
          update(upload.key, { status: "failed", error: refused });
          continue;
        }
        running.current += 1;
        const controller = new AbortController();
        aborts.current.add(controller);
        const named = file.name ? file : new File([file], upload.name, { type: file.type });
        uploadFile({ ...item, draftFor }, named, csrf, (progress) => update(upload.key, { progress }), controller.signal)
          .then((attachment) => update(upload.key, { status: "done", progress: 1, attachment }))
          .catch((error: unknown) => update(upload.key, { status: "failed", error: error instanceof UploadError ? error.message : "The upload failed. Please try again." }))
          .finally(() => {
            aborts.current.delete(controller);
            running.current -= 1;
            if (refresh && running.current === 0) {
              revalidator.revalidate();
              setUploads((list) => list.filter((entry) => entry.status !== "done"));
            }
          });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the revalidator changes every render; its revalidate does not
    [item.type, item.id, csrf, refresh, draftFor],
  );

  const dismiss = (key: string) => {
    setUploads((list) => list.filter((upload) => upload.key !== key));
    setTaken((before) => new Set(before).add(key));
  };
  const clear = () => setUploads([]);
  // The draft's files as the page's data has them now (gone once posted), less those taken off or uploaded here.
  const here = new Set(uploads.flatMap((upload) => (upload.attachment ? [upload.attachment.attachmentId] : [])));
  const before = kept.filter((file) => !here.has(file.attachmentId) && !taken.has(file.attachmentId)).map(uploaded);
  return { uploads: [...before, ...uploads], start, dismiss, clear, busy: uploads.some((upload) => upload.status === "uploading") };
}

export type Uploads = ReturnType<typeof useUploads>;

/** Files dragged in, or an image pasted: what a drop zone and a paste target hand to `start`. */
export function fileDropProps(start: (files: Iterable<File>) => void, onDragChange?: (over: boolean) => void) {
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");
  return {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = "copy";
      onDragChange?.(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragChange?.(false);
    },
    // A drop anywhere inside ends the highlight, even one a composer inside takes.
    onDropCapture: () => onDragChange?.(false),
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // The innermost target takes the files (a message's composer inside the panel).
      event.preventDefault();
      event.stopPropagation();
      onDragChange?.(false);
      start(event.dataTransfer.files);
    },
    onPaste: (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      start(files);
    },
  };
}
