import { Link, useLocation } from "@remix-run/react";
import { EditFields, SaveWithoutScript, useEditFetcher } from "../tasks/useEditFetcher";
import { PlaceButtons } from "./PlaceButtons";
import { groupAnchor, withParams } from "./listUrl";
import type { ListGroup } from "./types";

/** A group's name (renamed in place), its count, the keys to move it, and delete with a confirmation. */
export function GroupHeader({ group, previousGroupId, nextGroupId, canEdit }: { group: ListGroup; previousGroupId: string | null; nextGroupId: string | null; canEdit: boolean }) {
  const { search } = useLocation();
  const confirming = new URLSearchParams(search).get("confirmDeleteGroup") === group.id;
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
      <h2 id={`${groupAnchor(group.id)}-name`} className="sr-only">
        {group.name}
      </h2>
      {canEdit ? <RenameGroup group={group} /> : <span className="font-semibold">{group.name}</span>}
      <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600" aria-label={`${group.total} tasks`}>
        {group.total}
      </span>
      {canEdit ? (
        <div className="ml-auto flex items-center gap-1">
          <PlaceButtons intent="placeGroup" idField="groupId" id={group.id} name={group.name} previousId={previousGroupId} nextId={nextGroupId} />
          <Link to={withParams(search, { confirmDeleteGroup: group.id })} preventScrollReset className="rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50">
            Delete group<span className="sr-only"> {group.name}</span>
          </Link>
        </div>
      ) : null}
      {confirming ? <ConfirmDeleteGroup group={group} /> : null}
    </header>
  );
}

function RenameGroup({ group }: { group: ListGroup }) {
  const { fetcher, pending, sent } = useEditFetcher(`rename-${group.id}`);
  return (
    <fetcher.Form method="post" className="flex items-center gap-1" preventScrollReset>
      <EditFields intent="renameGroup" values={{ groupId: group.id }} />
      <input
        key={group.name}
        name="name"
        aria-label={`Name of group ${group.name}`}
        defaultValue={String(sent?.get("name") ?? group.name)}
        data-pending={pending || undefined}
        onBlur={(event) => {
          if (event.currentTarget.value.trim() && event.currentTarget.value !== group.name) event.currentTarget.form?.requestSubmit();
        }}
        className="rounded border border-transparent px-1 font-semibold hover:border-slate-300 data-[pending]:opacity-60"
      />
      <SaveWithoutScript label={`name of group ${group.name}`} />
    </fetcher.Form>
  );
}

/** Deleting a group is final (the bin comes later): it says so and asks first, with or without JavaScript. */
function ConfirmDeleteGroup({ group }: { group: ListGroup }) {
  const { search } = useLocation();
  const { fetcher, pending } = useEditFetcher(`delete-${group.id}`);
  return (
    <div role="alertdialog" aria-labelledby={`confirm-${group.id}`} className="w-full rounded-md border border-amber-300 bg-amber-50 p-3">
      <p id={`confirm-${group.id}`} className="text-sm font-medium">
        Delete the group “{group.name}” with its {group.total} {group.total === 1 ? "task" : "tasks"} and their subtasks? This cannot be undone.
      </p>
      <div className="mt-2 flex gap-2">
        <fetcher.Form method="post">
          <EditFields intent="deleteGroup" values={{ groupId: group.id }} />
          <button type="submit" disabled={pending} className="rounded bg-red-700 px-3 py-1 text-sm font-medium text-white hover:bg-red-800">
            Yes, delete group
          </button>
        </fetcher.Form>
        <Link to={withParams(search, { confirmDeleteGroup: null })} preventScrollReset className="rounded border border-slate-300 px-3 py-1 text-sm">
          Keep group
        </Link>
      </div>
    </div>
  );
}
