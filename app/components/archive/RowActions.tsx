import { Link, useFetcher } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { CsrfField } from "~/components/CsrfField";
import { ARCHIVE_STEPS, screenPath } from "~/lib/archiveBin";
import type { ScreenData, ScreenRow } from "./screenData";

const LINK = "rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50";
const DANGER_LINK = "rounded-md border border-red-300 px-2 py-1 text-xs text-red-800 hover:bg-red-50";

/**
 * One row's actions. Restore posts at once (a fetcher with JavaScript, the row
 * leaving the list while it runs); an item whose place is gone asks where
 * first, and a permanent delete asks for confirmation: both are steps of the
 * screen's address, so they work without JavaScript.
 */
export function RowActions({ data, row }: { data: ScreenData; row: ScreenRow }) {
  const { place, tab, cursor } = data;
  const fetcher = useFetcher();
  const step = (name: string) => screenPath(place, { tab, cursor: cursor ?? undefined, step: name, ids: [row.id] });
  return (
    <div className="flex justify-end gap-2">
      {row.parentHidden ? (
        <Link className={LINK} to={step(ARCHIVE_STEPS.place)} aria-label={`Restore ${row.name} somewhere else`}>
          Restore…
        </Link>
      ) : (
        <fetcher.Form method="post">
          <CsrfField />
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="ids" value={row.id} />
          {cursor ? <input type="hidden" name="cursor" value={cursor} /> : null}
          <button type="submit" name="intent" value="restore" className={LINK} disabled={fetcher.state !== "idle"} aria-label={`Restore ${row.name}`}>
            {fetcher.state !== "idle" ? "Restoring…" : "Restore"}
          </button>
        </fetcher.Form>
      )}
      {place === "bin" ? (
        <Restricted capability="permanentDelete" scope={{ teamId: row.teamId, projectId: row.projectId }} label="Delete permanently" className={DANGER_LINK}>
          <Link className={DANGER_LINK} to={step(ARCHIVE_STEPS.confirm)} aria-label={`Delete ${row.name} permanently`}>
            Delete permanently
          </Link>
        </Restricted>
      ) : null}
    </div>
  );
}
