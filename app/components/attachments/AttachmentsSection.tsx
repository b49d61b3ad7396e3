import { Link, useLocation } from "@remix-run/react";
import { useId, useRef } from "react";
import { CsrfField } from "~/components/CsrfField";
import { useHydrated } from "~/components/useHydrated";
import { withParams } from "~/lib/searchParams";
import { ATTACHMENT_PAGE, ATTACHMENTS_SHOWN_MAX } from "~/lib/attachments";
import { attachmentBase, itemKey } from "./api";
import { useItemFiles } from "./AttachmentsContext";
import { FileList } from "./FileList";
import { ATTACHMENT_PARAMS } from "./params";
import { UploadProgress } from "./UploadProgress";
import type { Uploads } from "./useUploads";

const ACCEPT = ".png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,.csv,.docx,.xlsx,.pptx,.zip";
export const FILE_INPUT_ACCEPT = ACCEPT;

/**
 * A task's, subtask's or task group's Attachments (issue 17 §3): its files, newest first, and how
 * to add more — with JavaScript a file picker (several at once), dropping files onto the panel or
 * pasting an image, each with its progress; without, a multipart form the API streams to storage,
 * which comes back here with its error in `attachmentError`. Beside the item's conversations
 * (`besideThread`), a message's files show under the message only, so each file is listed once.
 */
export function AttachmentsSection({ uploads, besideThread = false }: { uploads: Uploads; besideThread?: boolean }) {
  const loaded = useItemFiles();
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (!loaded) return null;
  const files = besideThread ? { ...loaded, attachments: loaded.attachments.filter((file) => file.messageId === null) } : loaded;
  const formError = new URLSearchParams(search).get(ATTACHMENT_PARAMS.error);
  const error = formError ?? files.message;
  return (
    <section aria-labelledby="attachments-title" className="flex flex-col gap-2">
      <h3 id="attachments-title" className="text-sm font-semibold text-slate-700">
        Attachments ({files.attachments.length}
        {files.more ? "+" : ""})
      </h3>
      {error ? (
        <div role="alert" className="flex items-start justify-between gap-2 rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          <span>{error}</span>
          {formError ? (
            <Link to={withParams(search, { [ATTACHMENT_PARAMS.error]: null })} preventScrollReset replace className="text-xs text-red-800 underline">
              Dismiss
            </Link>
          ) : null}
        </div>
      ) : null}
      {files.canWrite ? hydrated ? <FilePicker uploads={uploads} /> : <UploadForm /> : <p className="text-sm text-slate-500">This item is archived: files cannot be added.</p>}
      <UploadProgress uploads={uploads} />
      {files.attachments.length > 0 ? (
        <FileList files={files.attachments} label="Files" canWrite={files.canWrite} />
      ) : (
        <p className="text-sm text-slate-500">{loaded.attachments.length > 0 ? "The files of messages show with their messages." : "No files yet."}</p>
      )}
      {files.more && loaded.attachments.length < ATTACHMENTS_SHOWN_MAX ? (
        <Link to={withParams(search, { [ATTACHMENT_PARAMS.shown]: String(loaded.attachments.length + ATTACHMENT_PAGE) })} preventScrollReset className="self-start text-sm text-brand-700 hover:underline">
          Load more files
        </Link>
      ) : null}
    </section>
  );
}

/** With JavaScript: a picker for several files; dropping onto the panel and pasting do the same. */
function FilePicker({ uploads }: { uploads: Uploads }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="cursor-pointer rounded border border-slate-300 px-3 py-1 text-sm text-slate-700 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50">
          Add files
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            if (event.currentTarget.files) uploads.start(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
      </div>
      <p className="text-xs text-slate-500">Or drop files onto this panel, or paste an image. Up to 25 MB each.</p>
    </div>
  );
}

/** Without JavaScript: the multipart form (fields before the files), back here after it. */
function UploadForm() {
  const files = useItemFiles()!;
  const { pathname, search } = useLocation();
  const id = useId();
  const back = `${pathname}${withParams(search, { [ATTACHMENT_PARAMS.error]: null, [ATTACHMENT_PARAMS.confirmDelete]: null })}`;
  return (
    <form method="post" action={`${attachmentBase(files.item.type)}/attachment/upload`} encType="multipart/form-data" className="flex flex-col gap-1">
      <CsrfField />
      <input type="hidden" name={itemKey(files.item.type)} value={files.item.id} />
      <input type="hidden" name="redirectTo" value={back.replace(/\?$/, "")} />
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        Files to attach
      </label>
      <input id={id} type="file" name="file" multiple accept={ACCEPT} className="text-sm" />
      <p className="text-xs text-slate-500">Up to 25 MB each: images, PDF, text, CSV, Office documents or ZIP.</p>
      <button type="submit" className="self-start rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
        Upload
      </button>
    </form>
  );
}
