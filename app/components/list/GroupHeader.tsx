import { Link, useLocation } from "@remix-run/react";
import { useServerValue } from "~/components/live/useServerValue";
import { ALL_THREAD_PARAMS, THREAD_PARAMS } from "~/lib/conversationForms";
import { EditFields, SaveWithoutScript, useEditFetcher } from "../tasks/useEditFetcher";
import { PlaceButtons } from "./PlaceButtons";
import { groupAnchor, withParams } from "./listUrl";
import type { ListGroup } from "./types";

/** A group's name (renamed in place), its count, the keys to move it, archive and move to the bin. */
export function GroupHeader({ group, previousGroupId, nextGroupId, canEdit }: { group: ListGroup; previousGroupId: string | null; nextGroupId: string | null; canEdit: boolean }) {
  const { search } = useLocation();
  // The group's side panel with its conversations (issue 17), in place of an open task's.
  const conversations = withParams(search, { ...Object.fromEntries(ALL_THREAD_PARAMS.map((name) => [name, null])), taskId: null, [THREAD_PARAMS.group]: group.id });
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
      <h2 id={`${groupAnchor(group.id)}-name`} className="sr-only">
        {group.name}
      </h2>
      {canEdit ? <RenameGroup group={group} /> : <span className="font-semibold">{group.name}</span>}
      <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600" aria-label={`${group.total} tasks`}>
        {group.total}
      </span>
      <Link to={conversations} preventScrollReset className="rounded px-2 py-1 text-xs text-brand-700 hover:bg-slate-100">
        Conversations<span className="sr-only"> of {group.name}</span>
      </Link>
      {canEdit ? (
        <div className="ml-auto flex items-center gap-1">
          <PlaceButtons intent="placeGroup" idField="groupId" id={group.id} name={group.name} previousId={previousGroupId} nextId={nextGroupId} />
          <HideGroup group={group} intent="archiveGroup" label="Archive group" />
          <HideGroup group={group} intent="deleteGroup" label="Move group to bin" />
        </div>
      ) : null}
    </header>
  );
}

function RenameGroup({ group }: { group: ListGroup }) {
  const { fetcher, pending, sent } = useEditFetcher(`rename-${group.id}`);
  const field = useServerValue(group.name);
  return (
    <fetcher.Form method="post" className="flex items-center gap-1" preventScrollReset>
      <EditFields intent="renameGroup" values={{ groupId: group.id }} />
      <input
        ref={field}
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

/** Archive or bin the group with its tasks: both can be undone from the archive and bin screen, so neither asks first. */
function HideGroup({ group, intent, label }: { group: ListGroup; intent: "archiveGroup" | "deleteGroup"; label: string }) {
  const { fetcher, pending } = useEditFetcher(`${intent}-${group.id}`);
  return (
    <fetcher.Form method="post" preventScrollReset>
      <EditFields intent={intent} values={{ groupId: group.id }} />
      <button type="submit" disabled={pending} className="rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-60">
        {label}
        <span className="sr-only"> {group.name}</span>
      </button>
    </fetcher.Form>
  );
}
