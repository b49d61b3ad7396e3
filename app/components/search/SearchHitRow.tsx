import { escapeHtml } from "~/lib/search/highlight";
import type { SearchGroup, SearchHit } from "~/schemas/search";

/** Spec §4: a hidden item shows Deleted or Archived; a live task or subtask its STATUS value. */
export function hitTag(group: SearchGroup, { source }: SearchHit): string | null {
  if (source.isDeleted) return "Deleted";
  if (source.isArchived) return "Archived";
  if (group !== "tasks" && group !== "subTasks") return null;
  return source.columns.find((column) => column.columnType === "STATUS")?.value ?? null;
}

/** A row's content: the name with its matches marked (the server escaped the text), and its tag. */
export function SearchHitContent({ group, hit }: { group: SearchGroup; hit: SearchHit }) {
  const tag = hitTag(group, hit);
  const hidden = hit.source.isDeleted || hit.source.isArchived;
  return (
    <>
      {hit.message ? (
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-xs text-slate-500">
            <span aria-hidden="true">💬 </span>
            <span className="sr-only">In a conversation on </span>
            {hit.source.name}
          </span>
          <span
            className="truncate [&_mark]:bg-yellow-100 [&_mark]:font-semibold [&_mark]:text-ink"
            dangerouslySetInnerHTML={{ __html: hit.highlight.message ?? "" }}
          />
        </span>
      ) : (
        <span
          className="min-w-0 flex-1 truncate [&_mark]:bg-yellow-100 [&_mark]:font-semibold [&_mark]:text-ink"
          dangerouslySetInnerHTML={{ __html: hit.highlight.name ?? escapeHtml(hit.source.name) }}
        />
      )}
      {tag ? (
        <span className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${hidden ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"}`}>
          {tag}
        </span>
      ) : null}
    </>
  );
}
