import { Link } from "@remix-run/react";
import type { ProjectMeta } from "./ProjectHeader";

export const ARCHIVED_PROJECT = "This project is archived. Restore it to change it.";

type Restore = NonNullable<ProjectMeta["restore"]>;

/** The archive screen on the row's tab with the row highlighted (the tab names are the hidden types, as search's HIDDEN_TABS). */
export const archiveRowHref = ({ type, id }: Restore) => `/archive?${new URLSearchParams({ tab: type, rowId: id })}`;

const LINK_TEXT: Record<Restore["type"], string> = {
  project: "Restore it from the archive",
  folder: "Restore its folder from the archive",
  team: "Restore its team from the archive",
};

/**
 * An archived project's page reads but does not change (issue 23 §4): the
 * banner says so, and links those who may restore it to the archive row that
 * brings it back (its own, or the folder's or team's it went with).
 */
export function ArchivedBanner({ meta }: { meta: Pick<ProjectMeta, "archived" | "restore"> }) {
  if (!meta.archived) return null;
  return (
    <div role="note" aria-label="Archived project" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <p className="font-medium">{ARCHIVED_PROJECT}</p>
      {meta.restore ? (
        <Link to={archiveRowHref(meta.restore)} className="font-medium underline underline-offset-2 hover:text-amber-700">
          {LINK_TEXT[meta.restore.type]}
        </Link>
      ) : null}
    </div>
  );
}
