import { Form, Link, useFetchers, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { CsrfField } from "~/components/CsrfField";
import { ARCHIVE_STEPS, screenPath } from "~/lib/archiveBin";
import { formatDate } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { crossingLinksMessage } from "~/schemas/dependency";
import { HIDDEN_TYPE_NAMES, HIDDEN_TYPES, type HiddenItemType, type HiddenPlace } from "~/schemas/archive";
import { RowActions } from "./RowActions";
import type { ScreenData, ScreenRow as Row } from "./screenData";

const TITLES: Record<HiddenPlace, string> = { archive: "Archive", bin: "Bin" };
const BUTTON = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-50";
const DANGER = "rounded-md bg-red-700 px-3 py-1.5 text-sm text-white hover:bg-red-800 disabled:opacity-50";
const BULK_FORM = "archive-bin-selection";

/**
 * Archive and bin are one screen with a type (spec §2): tabs per item type
 * with counts, a page of rows, restore and (bin) permanent delete per row and
 * for a selection, a confirmation naming what goes, a picker for an item whose
 * place is gone. `rowId` starts the page at a row and highlights it.
 */
export function ArchiveBinScreen({ data }: { data: ScreenData }) {
  const { place, tab, listing, step, ids } = data;
  const leaving = usePendingIds();
  const empty = listing.rows.every((row) => leaving.has(row.id));
  return (
    <section aria-labelledby="archive-bin-title" className="flex max-w-5xl flex-col gap-4">
      <h1 id="archive-bin-title" className="text-xl font-semibold">
        {TITLES[place]}
      </h1>
      <Tabs place={place} tab={tab} counts={listing.counts} />
      {step === ARCHIVE_STEPS.confirm ? <ConfirmDelete data={data} rows={listing.rows.filter((row) => ids.includes(row.id))} /> : null}
      {step === ARCHIVE_STEPS.place ? <PlacePicker data={data} row={listing.rows.find((row) => row.id === ids[0]) ?? null} /> : null}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="flex flex-col gap-3">
        {empty ? (
          <p className="text-sm text-slate-500">
            {place === "archive" ? "Nothing of this type is archived." : "Nothing of this type is in the bin."}{" "}
            <Link to="/projects" className="font-medium text-brand-700 hover:underline">
              Go to your projects
            </Link>
          </p>
        ) : (
          <BulkActions data={data} />
        )}
        {listing.rows.length > 0 ? <Rows data={data} leaving={leaving} /> : null}
        <Pages data={data} />
      </div>
    </section>
  );
}

/**
 * Rows a fetcher is restoring or deleting: they leave the list at once (optimistic), and come back if it fails.
 * They are hidden, not unmounted: a fetcher unmounted in flight drops its action's redirect (its toast and reload).
 */
function usePendingIds() {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const forms = [...fetchers.map((fetcher) => fetcher.formData), navigation.formData];
  const leaving = (form: FormData) => form.get("intent") === "restore" || form.get("confirmed") === "yes";
  return new Set(forms.flatMap((form) => (form && leaving(form) ? form.getAll("ids").map(String) : [])));
}

function Tabs({ place, tab, counts }: { place: HiddenPlace; tab: HiddenItemType; counts: Record<HiddenItemType, number> }) {
  return (
    <nav aria-label={`${TITLES[place]} item types`}>
      <ul role="tablist" className="flex flex-wrap gap-1 border-b border-slate-200">
        {HIDDEN_TYPES.map((type) => (
          <li key={type} role="presentation">
            <Link
              role="tab"
              id={`tab-${type}`}
              aria-selected={type === tab}
              aria-controls={type === tab ? `panel-${type}` : undefined}
              to={screenPath(place, { tab: type })}
              className={`inline-flex items-center gap-2 rounded-t-md px-3 py-2 text-sm ${type === tab ? "border-b-2 border-brand-600 font-semibold text-ink" : "text-slate-600 hover:bg-slate-50"}`}
            >
              {HIDDEN_TYPE_NAMES[type].many}
              <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{counts[type]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The selection's form: the rows' checkboxes belong to it (form attribute), so each row keeps its own forms too. */
function BulkActions({ data }: { data: ScreenData }) {
  const { place, tab, cursor } = data;
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" id={BULK_FORM} className="flex flex-wrap items-center gap-2" aria-label="Selected items">
      <CsrfField />
      <input type="hidden" name="tab" value={tab} />
      {cursor ? <input type="hidden" name="cursor" value={cursor} /> : null}
      <span className="text-sm text-slate-600">With the selected items:</span>
      <button type="submit" name="intent" value="restore" className={BUTTON} disabled={busy}>
        Restore selected
      </button>
      {place === "bin" ? (
        <button type="submit" name="intent" value="permanentDelete" className={DANGER} disabled={busy}>
          Delete selected permanently
        </button>
      ) : null}
    </Form>
  );
}

function Rows({ data, leaving }: { data: ScreenData; leaving: Set<string> }) {
  const { place, rowId, listing } = data;
  const { dateFormat } = useDatePreferences();
  useEffect(() => {
    if (rowId) document.getElementById(`row-${rowId}`)?.scrollIntoView({ block: "center" });
  }, [rowId]);
  return (
    <table className="w-full border-collapse text-left text-sm" hidden={listing.rows.every((row) => leaving.has(row.id))}>
      <caption className="sr-only">{`${HIDDEN_TYPE_NAMES[data.tab].many} in the ${place}`}</caption>
      <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
        <tr>
          <th scope="col" className="w-8 p-2">
            <span className="sr-only">Select</span>
          </th>
          <th scope="col" className="p-2">Name</th>
          <th scope="col" className="p-2">Where it was</th>
          <th scope="col" className="p-2">{place === "archive" ? "Archived by" : "Deleted by"}</th>
          {place === "bin" ? <th scope="col" className="p-2">Days left</th> : null}
          <th scope="col" className="p-2">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {listing.rows.map((row) => {
          const highlighted = row.id === rowId;
          return (
            <tr
              key={row.id}
              id={`row-${row.id}`}
              hidden={leaving.has(row.id)}
              data-highlighted={highlighted || undefined}
              aria-current={highlighted ? "true" : undefined}
              className={`border-b border-slate-100 ${highlighted ? "bg-amber-50 ring-2 ring-amber-400" : ""}`}
            >
              <td className="p-2">
                <input type="checkbox" name="ids" value={row.id} form={BULK_FORM} aria-label={`Select ${row.name}`} />
              </td>
              <th scope="row" className="p-2 font-medium text-ink">
                {row.name}
              </th>
              <td className="p-2 text-slate-600">{row.location || "—"}</td>
              <td className="p-2 text-slate-600">
                {row.hiddenBy?.name ?? "—"}, {formatDate(row.hiddenAt, dateFormat)}
              </td>
              {place === "bin" ? <td className="p-2 text-slate-600">{daysLeftText(row.daysLeft ?? 0)}</td> : null}
              <td className="p-2">
                <RowActions data={data} row={row} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export const daysLeftText = (days: number) => (days === 1 ? "1 day" : `${days} days`);

function Pages({ data }: { data: ScreenData }) {
  const { place, tab, cursor, rowId, listing } = data;
  if (!cursor && !rowId && !listing.nextCursor) return null;
  return (
    <nav aria-label="Pages" className="flex gap-2">
      {cursor || rowId ? (
        <Link className={BUTTON} to={screenPath(place, { tab })}>
          First page
        </Link>
      ) : null}
      {listing.nextCursor ? (
        <Link className={BUTTON} to={screenPath(place, { tab, cursor: listing.nextCursor })}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** What goes with an item, in words: "2 task groups, 40 tasks and 3 subtasks". */
export function contentsText(contents: Row["contents"]) {
  const parts = (
    [
      [contents.folders, "folder"],
      [contents.projects, "project"],
      [contents.taskGroups, "task group"],
      [contents.tasks, "task"],
      [contents.subtasks, "subtask"],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, name]) => `${count} ${name}${count === 1 ? "" : "s"}`);
  if (parts.length === 0) return "";
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** The confirmation step of a permanent delete: names each item and what goes with it. */
function ConfirmDelete({ data, rows }: { data: ScreenData; rows: Row[] }) {
  const { tab, cursor, ids } = data;
  const busy = useNavigation().state === "submitting";
  return (
    <section role="alertdialog" aria-labelledby="confirm-delete-title" className="rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
      <h2 id="confirm-delete-title" className="font-semibold text-red-900">
        Delete permanently?
      </h2>
      <p className="mt-1 text-sm text-red-900">This cannot be undone. These go, with everything in them:</p>
      <ul className="mt-2 list-disc pl-6 text-sm">
        {rows.map((row) => {
          const contents = contentsText(row.contents);
          return <li key={row.id}>{contents ? `${row.name}, with ${contents}` : row.name}</li>;
        })}
        {ids.length > rows.length ? <li>{ids.length - rows.length} more selected items</li> : null}
      </ul>
      <Form method="post" className="mt-3 flex gap-2">
        <CsrfField />
        <input type="hidden" name="tab" value={tab} />
        <input type="hidden" name="confirmed" value="yes" />
        {cursor ? <input type="hidden" name="cursor" value={cursor} /> : null}
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <button type="submit" name="intent" value="permanentDelete" className={DANGER} disabled={busy}>
          {busy ? "Deleting…" : "Delete permanently"}
        </button>
        <LeaveStep data={data} />
      </Form>
    </section>
  );
}

/**
 * An item whose place is archived or deleted goes back somewhere else: the user picks where. A place in another
 * project that would remove the item's dependencies comes back here, chosen, to be confirmed.
 */
function PlacePicker({ data, row }: { data: ScreenData; row: Row | null }) {
  const { tab, ids, listing, chosen } = data;
  const places = listing.places ?? [];
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="place-title" className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="place-title" className="font-semibold">
        Where should {row ? `“${row.name}”` : "it"} go?
      </h2>
      <p className="mt-1 text-sm">Where it was is archived or in the bin. Choose where to restore it.</p>
      {chosen.unlink > 0 ? (
        <p id="unlink-note" className="mt-2 rounded-md bg-amber-100 p-2 text-sm text-amber-950">
          {crossingLinksMessage(chosen.unlink)}
        </p>
      ) : null}
      {places.length === 0 ? (
        <p className="mt-2 text-sm">There is nowhere to put it yet: restore where it was first.</p>
      ) : (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <CsrfField />
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="ids" value={ids[0]} />
          {chosen.unlink > 0 && chosen.parentId ? <input type="hidden" name="confirmFor" value={chosen.parentId} /> : null}
          <label className="flex flex-col text-sm">
            New place
            <select
              name="parentId"
              defaultValue={chosen.parentId ?? undefined}
              className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
              required
            >
              {places.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            name="intent"
            value="restore"
            className={BUTTON}
            disabled={busy}
            aria-describedby={chosen.unlink > 0 ? "unlink-note" : undefined}
          >
            {chosen.unlink > 0 ? "Restore and remove dependencies" : "Restore here"}
          </button>
          <LeaveStep data={data} />
        </Form>
      )}
    </section>
  );
}

/** Back to the page the step was opened from. */
function LeaveStep({ data: { place, tab, cursor } }: { data: ScreenData }) {
  return (
    <Link className={BUTTON} to={screenPath(place, { tab, cursor: cursor ?? undefined })}>
      Cancel
    </Link>
  );
}
