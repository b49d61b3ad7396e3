import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { Command } from "cmdk";
import { useEffect, useMemo, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import { optionsOf } from "~/components/search/SearchPanel";
import { SearchHitContent } from "~/components/search/SearchHitRow";
import { LOGOUT_FORM_ID } from "~/components/shell/UserMenu";
import { tenantSwitchFormId } from "~/components/shell/tenantLink";
import { SEARCH_MIN_CHARS } from "~/lib/constants";
import { OPEN_PARAM } from "~/lib/searchParams";
import { NOTIFICATIONS_PATH } from "~/components/shell/AppHeader";
import { PROJECT_VIEW_NAMES, PROJECT_VIEWS, viewPath } from "~/lib/projects";
import { PANEL_ITEMS, settingsPagesOf } from "~/lib/routes";
import { randomRid, searchHitHref } from "~/lib/search/links";
import { SEARCH_PATH, searchPath, type SearchLoaderData } from "~/lib/search/request";
import { SEARCH_GROUP_LABELS } from "~/schemas/search";
import type { PaletteShell } from "./paletteShell";
import type { PanelData } from "~/components/projects/SecondPanel";
import { focusNewTask, projectOfPath } from "./newTask";
import { matchesWords, placesFor, placesOf } from "./paletteItems";
import { readRecent, recentKey, rememberRecent, type RecentItem } from "./recent";

/** The palette asks the search a little sooner than the header's box: it is the palette's only way to items. */
const PALETTE_DEBOUNCE_MS = 250;

type PaletteCommand = { id: string; label: string; kind: string; run: () => void };

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const matches = (label: string, query: string) => !query.trim() || matchesWords(label, query);

/** The projects panel's loader (routes/_app.projects): the member's teams, folders and projects. */
const PROJECTS_PANEL = "/projects";

/**
 * The command palette (issue 21 §2, Ctrl/⌘+K): recent items first, then the
 * screens and actions; typing finds the member's teams and projects' views
 * (issue 43 §5: "gantt" finds "Website relaunch › Gantt") from the projects
 * panel's data, and searches tasks, messages and people through the global
 * search (the /search loader, which checks what the member may see).
 */
export default function CommandPalette({ shell, onClose }: { shell: PaletteShell; onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const search = useFetcher<SearchLoaderData>();
  const panel = useFetcher<PanelData>();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [asked, setAsked] = useState("");
  const key = recentKey(shell.organization.tenantId, shell.userDetails.userId);
  const [recent] = useState(() => readRecent(storage(), key));

  // The dialog focuses its first control; the palette's box should have it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const loadPanel = panel.load;
  useEffect(() => {
    void loadPanel(PROJECTS_PANEL);
  }, [loadPanel]);
  const places = useMemo(() => (panel.data?.teams ? placesOf(panel.data) : []), [panel.data]);

  const load = search.load;
  useEffect(() => {
    const q = query.trim();
    if (q.length < SEARCH_MIN_CHARS) return setAsked("");
    const timer = setTimeout(() => {
      setAsked(q);
      load(searchPath(q, "All"));
    }, PALETTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, load]);

  const open = (item: RecentItem) => {
    rememberRecent(storage(), key, item);
    onClose();
    navigate(item.href);
  };
  const submitForm = (id: string) => {
    onClose();
    document.querySelector<HTMLFormElement>(`form#${CSS.escape(id)}`)?.requestSubmit();
  };

  const commands = useMemo<PaletteCommand[]>(() => {
    const screens = [
      ...PANEL_ITEMS.filter((item) => item.id !== "settings").map((item) => ({ label: item.label, to: item.to })),
      { label: "Search", to: SEARCH_PATH },
      { label: "Notifications", to: NOTIFICATIONS_PATH },
      { label: "Settings", to: "/settings" },
      ...settingsPagesOf(shell.userDetails.role).map((page) => ({ label: `Settings: ${page.label}`, to: page.to })),
    ];
    const project = projectOfPath(location.pathname);
    return [
      ...(project
        ? [
            ...PROJECT_VIEWS.map((view) => ({
              id: `view:${view}`,
              label: `Go to ${PROJECT_VIEW_NAMES[view]}`,
              kind: "Action",
              run: () => open({ href: viewPath(project, view), label: `${PROJECT_VIEW_NAMES[view]} of this project`, kind: "View" }),
            })),
            {
              id: "new-task",
              label: "Create a task in this project",
              kind: "Action",
              run: () => {
                onClose();
                if (location.pathname !== project) navigate(project);
                // After the dialog has closed and given the focus back to where it was.
                requestAnimationFrame(() => focusNewTask());
              },
            },
          ]
        : []),
      { id: "new-project", label: "Create a project", kind: "Action", run: () => open({ href: `${PROJECTS_PANEL}?${OPEN_PARAM}=new-project`, label: "New project", kind: "Action" }) },
      { id: "new-team", label: "Create a team", kind: "Action", run: () => open({ href: "/teams/new", label: "New team", kind: "Action" }) },
      ...screens.map((screen) => ({ id: `go:${screen.to}`, label: `Go to ${screen.label}`, kind: "Screen", run: () => open({ href: screen.to, label: screen.label, kind: "Screen" }) })),
      ...shell.tenantDetails
        .filter((tenant) => tenant.subdomain !== shell.subdomain)
        .map((tenant) => ({ id: `tenant:${tenant.subdomain}`, label: `Switch to ${tenant.name} (${tenant.subdomain})`, kind: "Organization", run: () => submitForm(tenantSwitchFormId(tenant.subdomain)) })),
      { id: "logout", label: "Log out", kind: "Account", run: () => submitForm(LOGOUT_FORM_ID) },
    ];
    // open and submitForm only close over what the memo's inputs already name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, shell]);

  const data = search.data;
  const result = asked && data?.q === asked && data.show === "All" ? data.result : null;
  const hits = optionsOf(result);
  const shownCommands = commands.filter((command) => matches(command.label, query));
  const shownPlaces = query.trim() ? placesFor(places, query) : [];
  const shownRecent = query.trim() ? [] : recent;
  const busy = asked !== "" && (search.state !== "idle" || data?.q !== asked);
  const back = `${location.pathname}${location.search}`;

  return (
    <Modal title="Command palette" hideTitle onClose={onClose} maxWidthClass="max-w-xl">
      <Command label="Search or jump to" shouldFilter={false} loop vimBindings={false} className="flex flex-col gap-2">
        <Command.Input
          ref={input}
          value={query}
          onValueChange={setQuery}
          placeholder="Search or jump to…"
          className="mr-8 rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
        <Command.List className="max-h-[60vh] overflow-y-auto">
          {busy ? <Command.Loading className="px-2 py-1 text-sm text-slate-600">Searching…</Command.Loading> : null}
          {busy ? null : <Command.Empty className="px-2 py-6 text-center text-sm text-slate-600">Nothing found.</Command.Empty>}
          {shownRecent.length > 0 ? (
            <Command.Group heading="Recent" className={GROUP_CLASS}>
              {shownRecent.map((item) => (
                <Command.Item key={`recent:${item.href}`} value={`recent:${item.href}`} onSelect={() => open(item)} className={ITEM_CLASS}>
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  <span className="text-xs text-slate-600">{item.kind}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {shownPlaces.length > 0 ? (
            <Command.Group heading="Teams and views" className={GROUP_CLASS}>
              {shownPlaces.map((place) => (
                <Command.Item key={place.id} value={place.id} onSelect={() => open(place)} className={ITEM_CLASS}>
                  <span className="min-w-0 flex-1 truncate">{place.label}</span>
                  <span className="text-xs text-slate-600">{place.kind}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {hits.length > 0 ? (
            <Command.Group heading="Search results" className={GROUP_CLASS}>
              {hits.map(({ group, hit }) => (
                <Command.Item
                  key={`${group}:${hit.source.id}:${hit.message?.replyId ?? hit.message?.conversationId ?? ""}`}
                  value={`${group}:${hit.source.id}:${hit.message?.replyId ?? hit.message?.conversationId ?? ""}`}
                  onSelect={() => open({ href: searchHitHref(group, hit, randomRid(), back), label: hit.source.name, kind: SEARCH_GROUP_LABELS[group] })}
                  className={ITEM_CLASS}
                >
                  <SearchHitContent group={group} hit={hit} />
                  <span className="shrink-0 text-xs text-slate-600">{SEARCH_GROUP_LABELS[group]}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {shownCommands.length > 0 ? (
            <Command.Group heading="Screens and actions" className={GROUP_CLASS}>
              {shownCommands.map((command) => (
                <Command.Item key={command.id} value={command.id} onSelect={command.run} className={ITEM_CLASS}>
                  <span className="min-w-0 flex-1 truncate">{command.label}</span>
                  <span className="text-xs text-slate-600">{command.kind}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
        </Command.List>
      </Command>
    </Modal>
  );
}

const GROUP_CLASS = "py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:text-slate-600";
const ITEM_CLASS = "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800";
