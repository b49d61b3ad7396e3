import { formatBytes } from "~/lib/attachments";
import type { Uploads } from "./useUploads";

/** The files on their way (JavaScript): a progress bar each, or why it was refused. */
export function UploadProgress({ uploads, onRemove }: { uploads: Uploads; onRemove?: (key: string) => void }) {
  if (uploads.uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="flex flex-col gap-1">
      {uploads.uploads.map((upload) => (
        <li key={upload.key} className="flex flex-col gap-0.5 rounded border border-slate-200 p-1.5 text-xs">
          <div className="flex items-center justify-between gap-2">
            <span className="truncate font-medium text-ink" title={upload.name}>
              {upload.name} <span className="font-normal text-slate-500">({formatBytes(upload.size)})</span>
            </span>
            {upload.status === "failed" || (upload.status === "done" && onRemove) ? (
              <button type="button" onClick={() => (onRemove ?? uploads.dismiss)(upload.key)} className="rounded px-1 text-slate-600 hover:bg-slate-100">
                {upload.status === "failed" ? "Dismiss" : "Remove"}
                <span className="sr-only"> {upload.name}</span>
              </button>
            ) : null}
          </div>
          {upload.status === "failed" ? (
            <p role="alert" className="text-red-700">
              {upload.name}: {upload.error}
            </p>
          ) : (
            <progress aria-label={`Uploading ${upload.name}`} max={1} value={upload.progress} className="h-1.5 w-full accent-brand-600">
              {Math.round(upload.progress * 100)}%
            </progress>
          )}
          {upload.status === "done" && onRemove ? <span className="text-slate-500">Ready: it is attached when the message is posted.</span> : null}
        </li>
      ))}
    </ul>
  );
}
