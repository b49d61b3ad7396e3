import { Link, useFetchers, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { useHydrated } from "~/components/useHydrated";
import { CSRF_FIELD } from "~/lib/csrf";
import {
  arrowPath,
  barShape,
  COLUMN_WIDTH,
  edgeArrowPath,
  rowHeight,
  rowTops,
  scaleFor,
  spanOf,
  TASK_ROW_HEIGHT,
  TOP_MARGIN,
  visibleRange,
  ZOOMS,
  type Dates,
  type Scale,
  type Span,
  type Zoom,
} from "~/lib/gantt";
import { VIA_FETCHER } from "~/intents/fetcher";
import { useRootData } from "~/lib/rootData";
import { LIST_LIMIT_DEFAULT, LIST_LOADED_MAX } from "~/lib/taskList";
import { withParams } from "~/lib/searchParams";
import { useEditFetcher } from "../tasks/useEditFetcher";
import { ChartBackground, HEADER_HEIGHT, TimeScale } from "./TimeAxis";
import { KEYS_HELP_ID, TaskBar, useTouchMovesBars } from "./TaskBar";
import { PANE_WIDTH, PANE_WIDTHS, PaneRow } from "./TaskPane";
import { useGanttKeys } from "../keyboard/viewKeys";
import { datesFetcherKey, type ChartRow, type GanttData, type GanttDependency, type GanttOffPage, type GanttRow } from "./types";
import { useDatePreferences } from "~/lib/shell";
import { CRITICAL_COLOUR, GanttLegend, useScrollToCritical } from "./CriticalPath";

/** The intent of drawing a dependency (the route's action creates it with project/dependency/create). */
export const LINK_INTENT = "linkTasks";

type Props = { gantt: GanttData; zoom: Zoom; critical: boolean; today: string };

/**
 * The Gantt chart: the task list beside a hand-written SVG timeline, in one
 * scrolling box (the list sticks to the left, the scale to the top; below
 * 768 px the list narrows to the tasks' names and their Dates), with
 * virtual rows. Rendered on the server in full for its window, so it shows
 * without JavaScript; zoom, the critical path and "Load more" are links.
 */
export function GanttView({ gantt, zoom, critical, today }: Props) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const { dateFormat } = useDatePreferences();
  useGanttKeys();
  const navigation = useNavigation();
  const pages = { rows: gantt.rows, dependencies: gantt.dependencies, nextCursor: gantt.nextCursor };
  const more = gantt.nextCursor ? loadMoreHref(search, gantt.nextCursor) : null;
  const loading = more !== null && navigation.state === "loading" && navigation.location.search === more;
  const items = useMemo(() => chartRows(pages.rows, gantt.canEdit, pages.nextCursor !== null), [pages.rows, gantt.canEdit, pages.nextCursor]);
  const { tops, height } = useMemo(() => rowTops(items.map((item) => item.kind)), [items]);
  const scale = useMemo(() => scaleFor(zoom, visibleRange(zoom, datesRange(gantt.range, pages.rows), today), dateFormat), [zoom, gantt.range, pages.rows, today, dateFormat]);
  const sent = useSentDates();
  const datesOf = (row: GanttRow): Dates => sent.get(row.id) ?? row;
  const holidays = useMemo(() => new Map(gantt.holidays.map((holiday) => [holiday.day, holiday.name])), [gantt.holidays]);
  const criticalTasks = new Set(gantt.critical?.taskIds ?? []);
  const criticalLinks = new Set(gantt.critical?.dependencyIds ?? []);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(items[index].kind),
    paddingStart: TOP_MARGIN,
    scrollMargin: HEADER_HEIGHT,
    overscan: 8,
    // On the server (and while hydrating) every row of the window renders, so the chart shows without JavaScript.
    initialRect: { width: PANE_WIDTH + scale.width, height: height + HEADER_HEIGHT },
  });
  const visible = virtualizer.getVirtualItems();
  useScrollToToday(scrollRef, scale, today);

  const spans = useMemo(() => {
    const byTask = new Map<string, Span>();
    items.forEach((item, index) => {
      if (item.kind !== "task" && item.kind !== "subtask") return;
      const shape = barShape(scale, sent.get(item.row.id) ?? item.row);
      if (shape) byTask.set(item.row.id, spanOf(shape, tops[index] + TASK_ROW_HEIGHT / 2));
    });
    return byTask;
  }, [items, scale, tops, sent]);

  const chain = useMemo(() => (critical ? [...criticalTasks].flatMap((id) => spans.get(id) ?? []) : []), [critical, spans, gantt.critical]); // eslint-disable-line react-hooks/exhaustive-deps
  // The task list's width as drawn (it narrows on a phone), read when the path is shown.
  const paneRef = useRef<HTMLDivElement>(null);
  const offset = { top: HEADER_HEIGHT, get left() { return paneRef.current?.offsetWidth ?? PANE_WIDTH; } };
  useScrollToCritical(scrollRef, critical, chain, offset);

  const linking = useLinking(items, (index) => virtualizer.scrollToIndex(index));
  const timeline = useRef<SVGSVGElement>(null);
  useTouchMovesBars(timeline);
  const focusId = useFocusedRow(search, items, (index) => virtualizer.scrollToIndex(index, { align: "center" }));
  const editable = gantt.canEdit && hydrated;

  return (
    <div className="flex flex-col gap-3">
      <Toolbar zoom={zoom} critical={critical} search={search} />
      <GanttLegend rows={pages.rows} critical={critical} criticalCount={criticalTasks.size} />
      <p id={KEYS_HELP_ID} className="sr-only">
        Arrow keys move the task by one {zoom}; shift with arrows changes its due date, alt with arrows its start date. D draws a dependency: arrows or Tab choose the next task, Enter
        confirms, Escape cancels.
      </p>
      <p aria-live="polite" className="sr-only">
        {linking.announcement}
      </p>
      <div ref={scrollRef} className={`relative max-h-[70dvh] overflow-auto rounded-lg bg-white ring-1 ring-slate-200 ${PANE_WIDTHS}`} data-zoom={zoom}>
        <div style={{ display: "grid", gridTemplateColumns: `var(--gantt-pane) ${scale.width}px`, width: `calc(var(--gantt-pane) + ${scale.width}px)` }}>
          <div ref={paneRef} className="sticky left-0 top-0 z-30 flex items-end justify-between border-b border-r border-slate-300 bg-white px-2 pb-1 text-xs font-semibold text-slate-700" style={{ height: HEADER_HEIGHT }}>
            <span>Task</span>
            <span className="mr-12 max-md:hidden">Dates</span>
          </div>
          <div className="sticky top-0 z-20 bg-white">
            <TimeScale scale={scale} />
          </div>
          <ul aria-label={`Tasks of ${gantt.project.name}`} className="sticky left-0 z-10 border-r border-slate-300 bg-white" style={{ height }}>
            {visible.map(({ index }) => {
              const item = items[index];
              return (
                <PaneRow
                  key={itemKey(item)}
                  item={item}
                  top={tops[index]}
                  dates={item.kind === "add" ? NO_DATES : datesOf(item.row)}
                  canEdit={gantt.canEdit}
                  highlighted={item.kind !== "add" && item.row.id === focusId}
                />
              );
            })}
          </ul>
          <svg
            ref={timeline}
            width={scale.width}
            height={height}
            role="group"
            aria-label={`Timeline of ${gantt.project.name}`}
            className="block select-none"
            onPointerMove={linking.followPointer}
            onPointerUp={linking.dropPointer}
          >
            <ArrowMarkers />
            <ChartBackground scale={scale} height={height} today={today} holidays={holidays} />
            {visible.map(({ index }) => {
              const item = items[index];
              return item.kind === "group" ? <rect key={item.row.id} x={0} y={tops[index]} width={scale.width} height={rowHeight("group")} className="fill-slate-50" /> : null;
            })}
            <Arrows dependencies={pages.dependencies} spans={spans} critical={criticalLinks} fadeOthers={critical} />
            <OffPageArrows links={gantt.offPage} spans={spans} height={height} search={search} />
            {linking.sending ? <DraftArrow from={spans.get(linking.sending.fromId)} to={spans.get(linking.sending.toId)} /> : null}
            {linking.draft ? <DraftArrow from={spans.get(linking.draft.fromId)} to={spans.get(linking.draft.targetId ?? "") ?? linking.draft.to} /> : null}
            {visible.map(({ index }) => {
              const item = items[index];
              if (item.kind !== "task" && item.kind !== "subtask") return null;
              return (
                <TaskBar
                  key={item.row.id}
                  row={item.row}
                  top={tops[index]}
                  scale={scale}
                  dates={datesOf(item.row)}
                  editable={editable}
                  critical={criticalTasks.has(item.row.id)}
                  faded={critical && !criticalTasks.has(item.row.id)}
                  linkSource={linking.draft?.fromId === item.row.id}
                  linkTarget={linking.draft?.targetId === item.row.id}
                  onChartKey={linking.onBarKey}
                  onConnectorDown={linking.startPointer}
                />
              );
            })}
          </svg>
        </div>
      </div>
      {more ? (
        <p className="text-sm">
          <Link to={more} preventScrollReset className="text-brand-700 hover:underline" aria-busy={loading || undefined}>
            {loading ? "Loading…" : "Load more tasks"}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** With JavaScript the chart opens on today (a week before it in view), and again when the zoom changes. */
function useScrollToToday(scrollRef: RefObject<HTMLDivElement>, scale: Scale, today: string) {
  const { zoom } = scale;
  const todayX = scale.x(today);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollLeft = Math.max(0, todayX - COLUMN_WIDTH[zoom]);
  }, [scrollRef, zoom]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new zoom scrolls, not each new row
}

const NO_DATES: Dates = { startDate: null, dueDate: null };
const itemKey = (item: ChartRow) => (item.kind === "add" ? `add-${item.groupId}` : item.row.id);

/** Zoom links and the critical path switch: plain links, so they work without JavaScript. */
function Toolbar({ zoom, critical, search }: { zoom: Zoom; critical: boolean; search: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm">
      <nav aria-label="Zoom" className="flex overflow-hidden rounded-md ring-1 ring-slate-300">
        {ZOOMS.map((option) => (
          <Link
            key={option}
            to={withParams(search, { zoom: option, cursor: null })}
            aria-current={option === zoom ? "true" : undefined}
            className="px-3 py-1 capitalize text-slate-700 hover:bg-slate-100 aria-[current]:bg-brand-600 aria-[current]:text-white"
          >
            {option}
          </Link>
        ))}
      </nav>
      <Link to={withParams(search, { critical: critical ? null : "1" })} className="font-medium text-brand-700 hover:underline max-md:inline-flex max-md:min-h-6 max-md:items-center" data-critical-toggle={critical ? "on" : "off"}>
        {critical ? "Hide critical path" : "Show critical path"}
      </Link>
    </div>
  );
}

/** The window's rows with an add-task row closing each group whose rows are all loaded (for those who may edit). */
function chartRows(rows: readonly GanttRow[], canEdit: boolean, more: boolean): ChartRow[] {
  const items: ChartRow[] = [];
  let group: GanttRow | null = null;
  const close = () => {
    if (group && canEdit) items.push({ kind: "add", groupId: group.id, groupName: group.name });
  };
  for (const row of rows) {
    if (row.kind === "group") {
      close();
      group = row;
    }
    items.push({ kind: row.kind, row });
  }
  if (!more) close();
  return items;
}

/** The project's due dates widened by the loaded rows' dates (a start before every due date, a task with a start only). */
function datesRange(range: GanttData["range"], rows: readonly GanttRow[]) {
  let start = range?.start ?? null;
  let end = range?.end ?? null;
  for (const row of rows) {
    for (const date of [row.startDate, row.dueDate]) {
      if (!date) continue;
      if (!start || date < start) start = date;
      if (!end || date > end) end = date;
    }
  }
  return start && end ? { start, end } : null;
}

/** The dates being sent for each task (a drag, a key, the dates form): shown until the answer comes back. */
function useSentDates(): Map<string, Dates> {
  const fetchers = useFetchers();
  return useMemo(() => {
    const sent = new Map<string, Dates>();
    for (const fetcher of fetchers) {
      const form = fetcher.formData;
      const taskId = form?.get("taskId");
      if (!form || typeof taskId !== "string" || fetcher.key !== datesFetcherKey(taskId)) continue;
      const value = (name: string) => (form.get(name) as string | null) || null;
      sent.set(taskId, { startDate: value("startDate"), dueDate: value("dueDate") });
    }
    return sent;
  }, [fetchers]);
}

/**
 * "Load more": the same chart with one page more in `limit`, so a revalidation after an edit reads
 * every row shown again (decision record 53); past LIST_LOADED_MAX rows, or on a chart already
 * started at a cursor, the next page alone.
 */
function loadMoreHref(search: string, nextCursor: string): string {
  const params = new URLSearchParams(search);
  const limit = (Number(params.get("limit")) || LIST_LIMIT_DEFAULT) + LIST_LIMIT_DEFAULT;
  if (params.get("cursor") || limit > LIST_LOADED_MAX) return withParams(search, { cursor: nextCursor });
  return withParams(search, { limit: String(limit) });
}

/**
 * A row off the page, shown: the chart from its start through that row (`limit`), or past
 * LIST_LOADED_MAX rows from its group's start, with the row highlighted and scrolled to (`focus`).
 */
function offPageHref(search: string, link: GanttOffPage): string {
  const limit = Math.max(link.rows, Number(new URLSearchParams(search).get("limit")) || LIST_LIMIT_DEFAULT);
  if (limit > LIST_LOADED_MAX) return withParams(search, { cursor: link.cursor, limit: null, focus: link.taskId });
  return withParams(search, { cursor: null, limit: String(limit), focus: link.taskId });
}

/** The row the address names (`focus`: an off-page arrow's end): highlighted, and with JavaScript scrolled to and its bar focused. */
function useFocusedRow(search: string, items: readonly ChartRow[], scrollTo: (index: number) => void) {
  const focusId = new URLSearchParams(search).get("focus");
  const index = items.findIndex((item) => item.kind !== "add" && item.row.id === focusId);
  useEffect(() => {
    if (index < 0 || !focusId) return;
    scrollTo(index);
    const frame = requestAnimationFrame(() => document.querySelector<SVGGElement>(`svg [data-task-id="${CSS.escape(focusId)}"]`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusId, index]); // eslint-disable-line react-hooks/exhaustive-deps -- once per row named, not on each render
  return focusId;
}

/**
 * Dependencies to rows off the page: an arrow from the bar to the chart's top or bottom edge
 * (whichever way the row lies), a link that shows that row, named for screen readers.
 */
function OffPageArrows({ links, spans, height, search }: { links: readonly GanttOffPage[]; spans: ReadonlyMap<string, Span>; height: number; search: string }) {
  const navigate = useNavigate();
  return (
    <g fill="none">
      {links.map((link) => {
        const barIs = link.taskId === link.successorId ? "predecessor" : "successor";
        const bar = spans.get(barIs === "predecessor" ? link.predecessorId : link.successorId);
        if (!bar) return null;
        const href = offPageHref(search, link);
        const label = `${barIs === "predecessor" ? "Followed by" : "Depends on"} ${link.name}, ${link.direction} this page: show it`;
        const d = edgeArrowPath(bar, barIs, link.type, link.direction === "above" ? 2 : height - 2);
        return (
          <a
            key={link.dependencyId}
            href={href}
            aria-label={label}
            data-off-page={link.direction}
            data-dependency={`${link.predecessorId}>${link.successorId}`}
            className="focus:outline-none [&:focus-visible>path:last-child]:stroke-brand-600"
            onClick={(event) => {
              event.preventDefault();
              navigate(href, { preventScrollReset: true });
            }}
          >
            <title>{label}</title>
            <path d={d} stroke="transparent" strokeWidth={10} />
            <path d={d} stroke="#64748b" strokeWidth={1.25} strokeDasharray="5 3" markerEnd="url(#gantt-arrow)" />
          </a>
        );
      })}
    </g>
  );
}

type Draft = { fromId: string; targetId: string | null; to: Span | null };

/**
 * Drawing a dependency (finish to start): with the mouse from a bar's
 * connector to another bar, or with the keyboard (D on a bar, then arrows or
 * Tab to pick the successor, Enter to confirm, Escape to cancel).
 */
function useLinking(items: readonly ChartRow[], scrollTo: (index: number) => void) {
  const { fetcher } = useEditFetcher("gantt-link");
  const csrfToken = useRootData()?.csrfToken ?? "";
  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const tasks = items.flatMap((item, index) => (item.kind === "task" || item.kind === "subtask" ? [{ row: item.row, index }] : []));
  const nameOf = (id: string | null) => tasks.find((task) => task.row.id === id)?.row.name ?? "";

  const link = (fromId: string, toId: string) => {
    setDraft(null);
    if (fromId === toId) return;
    setAnnouncement(`Dependency from ${nameOf(fromId)} to ${nameOf(toId)} sent.`);
    const fields = { intent: LINK_INTENT, predecessorId: fromId, successorId: toId };
    fetcher.submit({ ...fields, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrfToken }, { method: "post" });
  };

  /** The task `step` rows from the current target (or from the source), never the source itself. */
  const pick = (fromId: string, currentId: string | null, step: number) => {
    if (tasks.length < 2) return;
    let at = tasks.findIndex((task) => task.row.id === (currentId ?? fromId));
    do at = (at + step + tasks.length) % tasks.length;
    while (tasks[at].row.id === fromId);
    const next = tasks[at];
    scrollTo(next.index);
    setDraft({ fromId, targetId: next.row.id, to: null });
    setAnnouncement(`Successor: ${next.row.name}. Enter to confirm, Escape to cancel.`);
  };

  const onBarKey = (event: KeyboardEvent<SVGGElement>, row: GanttRow) => {
    if (draft?.fromId === row.id) {
      if (event.key === "Escape") {
        setDraft(null);
        setAnnouncement("Dependency cancelled.");
      } else if (event.key === "Enter") {
        if (draft.targetId) link(row.id, draft.targetId);
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp" || event.key === "Tab") {
        pick(row.id, draft.targetId, event.key === "ArrowUp" || (event.key === "Tab" && event.shiftKey) ? -1 : 1);
      } else {
        return false;
      }
      event.preventDefault();
      return true;
    }
    if (event.key !== "d" && event.key !== "D") return false;
    event.preventDefault();
    pick(row.id, null, 1);
    return true;
  };

  const startPointer = (event: PointerEvent<SVGCircleElement>, row: GanttRow) => {
    event.preventDefault();
    event.stopPropagation();
    setDraft({ fromId: row.id, targetId: null, to: pointerSpan(event) });
  };
  const followPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!draft?.to) return;
    const target = barUnder(event);
    setDraft({ ...draft, targetId: target !== draft.fromId ? target : null, to: pointerSpan(event) });
  };
  const dropPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!draft?.to) return;
    const target = barUnder(event);
    if (target) link(draft.fromId, target);
    else setDraft(null);
  };

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setAnnouncement(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
  const sent = fetcher.formData;
  const sending = sent ? { fromId: String(sent.get("predecessorId")), toId: String(sent.get("successorId")) } : null;

  return { draft, sending, announcement, onBarKey, startPointer, followPointer, dropPointer };
}

/** Where the pointer is, in the chart's coordinates. */
function pointerSpan(event: PointerEvent<SVGElement>): Span {
  const svg = event.currentTarget instanceof SVGSVGElement ? event.currentTarget : event.currentTarget.ownerSVGElement;
  const box = svg?.getBoundingClientRect();
  const x = event.clientX - (box?.left ?? 0);
  return { x1: x, x2: x, y: event.clientY - (box?.top ?? 0) };
}

const barUnder = (event: PointerEvent) =>
  document.elementFromPoint(event.clientX, event.clientY)?.closest("[data-task-id]")?.getAttribute("data-task-id") ?? null;

function ArrowMarkers() {
  return (
    <defs>
      {[
        ["gantt-arrow", "#64748b"],
        ["gantt-arrow-critical", "#dc2626"],
        ["gantt-arrow-draft", "#d97706"],
      ].map(([id, colour]) => (
        <marker key={id} id={id} viewBox="0 0 8 8" refX={7} refY={4} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
          <path d="M 0 0 L 8 4 L 0 8 z" fill={colour} />
        </marker>
      ))}
    </defs>
  );
}

/** Dependencies whose two tasks are loaded, as arrows; those on the critical path in red, the others faded while it is shown. */
function Arrows({ dependencies, spans, critical, fadeOthers }: { dependencies: readonly GanttDependency[]; spans: ReadonlyMap<string, Span>; critical: ReadonlySet<string>; fadeOthers: boolean }) {
  return (
    <g aria-hidden="true" fill="none">
      {dependencies.map((dependency) => {
        const from = spans.get(dependency.predecessorId);
        const to = spans.get(dependency.successorId);
        if (!from || !to) return null;
        const onPath = critical.has(dependency.dependencyId);
        return (
          <path
            key={dependency.dependencyId}
            d={arrowPath(from, to, dependency.type)}
            stroke={onPath ? CRITICAL_COLOUR : "#64748b"}
            strokeWidth={onPath ? 2.5 : 1.25}
            opacity={fadeOthers && !onPath ? 0.35 : undefined}
            markerEnd={`url(#${onPath ? "gantt-arrow-critical" : "gantt-arrow"})`}
            data-dependency={`${dependency.predecessorId}>${dependency.successorId}`}
            data-critical={onPath || undefined}
          />
        );
      })}
    </g>
  );
}

function DraftArrow({ from, to }: { from: Span | undefined; to: Span | undefined | null }) {
  if (!from || !to) return null;
  return <path d={arrowPath(from, to, "FS")} fill="none" stroke="#d97706" strokeWidth={2} strokeDasharray="4 3" markerEnd="url(#gantt-arrow-draft)" pointerEvents="none" aria-hidden="true" />;
}

