import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";
import { ConfirmDeleteBox } from "~/components/ConfirmDeleteBox";
import { CsrfField } from "~/components/CsrfField";
import { Modal } from "~/components/Modal";
import { useHydrated } from "~/components/useHydrated";
import { withParams } from "~/lib/searchParams";
import { VIA_FETCHER } from "~/intents/fetcher";
import { formatMoment } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { personLabel } from "~/lib/people";
import { formatBytes } from "~/lib/attachments";
import { ATTACHMENT_PARAMS, DELETE_ATTACHMENT_INTENT } from "./params";
import type { Attachment } from "./types";


const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1].toUpperCase() ?? "FILE";

/**
 * Files as a list (issue 17 §3): images as thumbnails that open a viewer (with JavaScript; without,
 * the image itself), other files with their type, size, name and a download link; each deletable
 * after a confirmation by whoever may.
 */
export function FileList({ files, label, canWrite, compact = false }: { files: Attachment[]; label: string; canWrite: boolean; compact?: boolean }) {
  const [viewing, setViewing] = useState<Attachment | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul aria-label={label} className={compact ? "flex flex-wrap gap-2" : "flex flex-col divide-y divide-slate-100"}>
        {files.map((file) => (
          <FileItem key={file.attachmentId} file={file} canWrite={canWrite} compact={compact} onView={() => setViewing(file)} />
        ))}
      </ul>
      {viewing ? (
        <Modal title={viewing.name} onClose={() => setViewing(null)} maxWidthClass="max-w-3xl">
          <div className="mt-4 flex flex-col items-center gap-3">
            <img src={viewing.downloadUrl} alt={viewing.name} className="max-h-[70vh] max-w-full rounded object-contain" />
            <a href={viewing.downloadUrl} target="_blank" rel="noreferrer" className="text-sm text-brand-700 hover:underline">
              Open the original ({formatBytes(viewing.size)})
            </a>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function FileItem({ file, canWrite, compact, onView }: { file: Attachment; canWrite: boolean; compact: boolean; onView: () => void }) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const preferences = useDatePreferences();
  const [confirming, setConfirming] = useState(false);
  const asked = hydrated ? confirming : new URLSearchParams(search).get(ATTACHMENT_PARAMS.confirmDelete) === file.attachmentId;
  const who = file.uploadedBy ? personLabel(file.uploadedBy) : "Someone";
  return (
    <li aria-label={file.name} className={compact ? "flex max-w-[14rem] flex-col gap-1 rounded border border-slate-200 p-1.5" : "flex flex-col gap-1 py-2"}>
      <div className="flex items-center gap-2">
        {file.isImage ? (
          <a
            href={file.downloadUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={`View ${file.name}`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onView();
            }}
            className="shrink-0 rounded ring-1 ring-slate-200 hover:ring-brand-400"
          >
            <img src={file.downloadUrl} alt={file.name} loading="lazy" className="h-12 w-12 rounded object-cover" />
          </a>
        ) : (
          <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded bg-slate-100 text-[0.65rem] font-semibold text-slate-600">
            {extensionOf(file.name)}
          </span>
        )}
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium text-ink" title={file.name}>
            {file.name}
          </span>
          <span className="text-xs text-slate-500">
            {formatBytes(file.size)}
            {compact ? null : (
              <>
                {" · "}
                {who}, {formatMoment(file.createdAt, preferences)}
              </>
            )}
          </span>
          <span className="flex flex-wrap gap-2 text-xs">
            <a href={file.downloadUrl} download={file.name} className="text-brand-700 hover:underline">
              Download<span className="sr-only"> {file.name}</span>
            </a>
            {canWrite && file.canDelete && !asked ? (
              <Link
                to={withParams(search, { [ATTACHMENT_PARAMS.confirmDelete]: file.attachmentId })}
                preventScrollReset
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setConfirming(true);
                }}
                className="text-red-700 hover:underline"
              >
                Delete<span className="sr-only"> {file.name}</span>
              </Link>
            ) : null}
          </span>
        </div>
      </div>
      {asked ? <ConfirmDelete file={file} onCancel={() => setConfirming(false)} /> : null}
    </li>
  );
}

/** What a file's delete post answers a fetcher (app/intents/attachments.server.ts). */
type DeleteReply = { ok: boolean; message: string };

function ConfirmDelete({ file, onCancel }: { file: Attachment; onCancel: () => void }) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<DeleteReply>({ key: `delete-file-${file.attachmentId}` });
  return (
    <ConfirmDeleteBox
      id={`delete-file-${file.attachmentId}`}
      question={`Delete “${file.name}”? This cannot be undone.`}
      error={fetcher.data && !fetcher.data.ok ? fetcher.data.message : null}
      fetcher={fetcher}
      fields={
        <>
          <CsrfField />
          <input type="hidden" name="intent" value={DELETE_ATTACHMENT_INTENT} />
          <input type="hidden" name="itemType" value={file.itemType === "taskGroup" ? "taskGroup" : "task"} />
          <input type="hidden" name="attachmentId" value={file.attachmentId} />
          {hydrated ? <input type="hidden" name={VIA_FETCHER} value="1" /> : null}
        </>
      }
      cancelTo={withParams(search, { [ATTACHMENT_PARAMS.confirmDelete]: null })}
      onCancel={onCancel}
    />
  );
}
