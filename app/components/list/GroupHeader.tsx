import { Link, useLocation } from "@remix-run/react";
import { Icon } from "~/components/Icon";
import { Popover } from "~/components/Popover";
import { ALL_THREAD_PARAMS, THREAD_PARAMS } from "~/lib/conversationForms";
import { EditFields, useEditFetcher } from "../tasks/useEditFetcher";
import { PlaceButtons } from "./PlaceButtons";
import { withParams } from "~/lib/searchParams";
import { groupAnchor } from "./listUrl";
import type { ListGroup } from "./types";

const MENU_BUTTON = "w-full rounded px-2 py-1 text-left text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-60";

/**
 * A group's name, its count and its conversations; for those who edit, its menu (rendered only once
 * opened, as in Asana or ClickUp): rename, the keys to move it, archive and move to the bin.
 */
export function GroupHeader({ group, previousGroupId, nextGroupId, canEdit }: { group: ListGroup; previousGroupId: string | null; nextGroupId: string | null; canEdit: boolean }) {
  const { search } = useLocation();
  // Owned here, not by the menu's form: the header shows the new name while it posts, and a refusal's toast, after the menu has closed.
  const rename = useEditFetcher(`rename-${group.id}`);
  const name = String(rename.sent?.get("name") ?? group.name);
  // The group's side panel with its conversations (issue 17), in place of an open task's.
  const conversations = withParams(search, { ...Object.fromEntries(ALL_THREAD_PARAMS.map((param) => [param, null])), taskId: null, [THREAD_PARAMS.group]: group.id });
  return (
    <header className="list-pinned flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
      <h2 id={`${groupAnchor(group.id)}-name`} className="sr-only">
        {group.name}
      </h2>
      <span aria-hidden="true" data-pending={rename.pending || undefined} className="px-1 font-semibold data-[pending]:opacity-60">
        {name}
      </span>
      <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600" aria-label={`${group.total} tasks`}>
        {group.total}
      </span>
      <Link to={conversations} preventScrollReset className="rounded px-2 py-1 text-xs text-brand-700 hover:bg-slate-100">
        Conversations<span className="sr-only"> of {group.name}</span>
      </Link>
      {canEdit ? (
        <div className="ml-auto">
          <Popover
            name={`group-${group.id}`}
            label={`Actions of group ${group.name}`}
            placement="bottom-end"
            trigger={<Icon name="more" size={18} strokeWidth={3} />}
            triggerClassName="p-1 text-slate-600 hover:bg-slate-100"
            panelClassName="flex w-64 flex-col gap-1 p-2"
          >
            {({ close }) => (
              <>
                <RenameGroup group={group} fetcher={rename.fetcher} onSent={close} />
                <div className="flex items-center justify-between px-2 py-1 text-sm text-slate-700">
                  Move
                  <PlaceButtons intent="placeGroup" idField="groupId" id={group.id} name={group.name} previousId={previousGroupId} nextId={nextGroupId} />
                </div>
                <HideGroup group={group} intent="archiveGroup" label="Archive group" />
                <HideGroup group={group} intent="deleteGroup" label="Move group to bin" />
              </>
            )}
          </Popover>
        </div>
      ) : null}
    </header>
  );
}

/** The new name, posted by its button or Enter; with JavaScript the menu closes as it posts. */
function RenameGroup({ group, fetcher, onSent }: { group: ListGroup; fetcher: ReturnType<typeof useEditFetcher>["fetcher"]; onSent: () => void }) {
  return (
    <fetcher.Form method="post" className="flex items-center gap-1 border-b border-slate-200 pb-2" preventScrollReset onSubmit={() => onSent()}>
      <EditFields intent="renameGroup" values={{ groupId: group.id }} />
      <input name="name" required aria-label={`Name of group ${group.name}`} defaultValue={group.name} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm" />
      <button type="submit" className="rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-100">
        Rename<span className="sr-only"> group {group.name}</span>
      </button>
    </fetcher.Form>
  );
}

/** Archive or bin the group with its tasks: both can be undone from the archive and bin screen, so neither asks first. */
function HideGroup({ group, intent, label }: { group: ListGroup; intent: "archiveGroup" | "deleteGroup"; label: string }) {
  const { fetcher, pending } = useEditFetcher(`${intent}-${group.id}`);
  return (
    <fetcher.Form method="post" preventScrollReset>
      <EditFields intent={intent} values={{ groupId: group.id }} />
      <button type="submit" disabled={pending} className={MENU_BUTTON}>
        {label}
        <span className="sr-only"> {group.name}</span>
      </button>
    </fetcher.Form>
  );
}
