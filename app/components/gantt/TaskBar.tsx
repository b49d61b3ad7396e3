import { messageCountText } from "~/lib/messageCount";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { CSRF_FIELD } from "~/lib/csrf";
import {
  addDays,
  addUnits,
  barShape,
  changeDates,
  dragDays,
  heldDates,
  TASK_ROW_HEIGHT,
  withSent,
  type DateChange,
  type Dates,
  type OwnChanges,
  type Scale,
} from "~/lib/gantt";
import { VIA_FETCHER } from "~/intents/fetcher";
import { formatCalendarDay } from "~/lib/dates";
import { useHeldBack } from "~/lib/heldBackChanges";
import { useRootData } from "~/lib/rootData";
import { useDatePreferences } from "~/lib/shell";
import { RefusalToast } from "../tasks/useEditFetcher";
import { datesFetcherKey, type GanttRow } from "./types";

const BAR_HEIGHT = 20;
const HANDLE_WIDTH = 6;
const DEFAULT_COLOUR = "#64748b";

export const KEYS_HELP_ID = "gantt-keys-help";

/** What a bar's label says: its name and dates, in the person's date format. */
export function barLabel(name: string, { startDate, dueDate }: Dates, dateFormat: string) {
  const day = (date: string) => formatCalendarDay(date, dateFormat);
  if (startDate && dueDate) return `${name}: ${day(startDate)} to ${day(dueDate)}`;
  const date = startDate ?? dueDate;
  return date ? `${name}: milestone on ${day(date)}` : name;
}

type BarProps = {
  row: GanttRow;
  top: number;
  scale: Scale;
  /** The dates shown: the server's, or those just sent. */
  dates: Dates;
  editable: boolean;
  critical: boolean;
  /** Off the critical path while it is shown: drawn faint, so the path stands out. */
  faded?: boolean;
  linkSource: boolean;
  linkTarget: boolean;
  /** A key the chart handles first (drawing a dependency); true when it did. */
  onChartKey: (event: KeyboardEvent<SVGGElement>, row: GanttRow) => boolean;
  onConnectorDown: (event: PointerEvent<SVGCircleElement>, row: GanttRow) => void;
};

/**
 * A finger on an editable bar drags it (issue 42); anywhere else it scrolls the chart. SVG shapes take
 * no `touch-action`, so the chart cancels the finger's moves that start on a bar's part instead.
 */
export function useTouchMovesBars(chart: RefObject<SVGSVGElement | null>) {
  useEffect(() => {
    const element = chart.current;
    if (!element) return;
    const hold = (event: TouchEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="button"] [data-part]')) event.preventDefault();
    };
    element.addEventListener("touchmove", hold, { passive: false });
    return () => element.removeEventListener("touchmove", hold);
  }, [chart]);
}

/**
 * One task's bar (or milestone diamond) with its progress. Editable with
 * JavaScript: dragged whole or by its ends, moved by arrow keys (one column's
 * unit), its due date by shift+arrows and its start by alt+arrows; its
 * connector starts a dependency. A change posts task/update through the
 * task's dates fetcher, so the chart shows the new dates at once.
 */
export function TaskBar({ row, top, scale, dates, editable, critical, faded = false, linkSource, linkTarget, onChartKey, onConnectorDown }: BarProps) {
  const { dateFormat } = useDatePreferences();
  const fetcher = useFetcher({ key: datesFetcherKey(row.id) });
  const csrfToken = useRootData()?.csrfToken ?? "";
  const [preview, setPreview] = useState<Dates | null>(null);
  const drag = useRef<{ change: DateChange; pointerX: number; barX: number } | null>(null);
  // A change made while the previous one is on its way waits for it (two posts at once could land in either
  // order), held where the page's guard counts it too; a bar gone lets it go, as its fetcher could not send it.
  const [waiting, setWaiting] = useHeldBack<Dates>(datesFetcherKey(row.id));
  useEffect(() => () => setWaiting(null), [setWaiting]);
  const { submit: post, state } = fetcher;
  const submit = useCallback(
    (next: Dates) => {
      const fields = { intent: "updateTask", taskId: row.id, startDate: next.startDate ?? "", dueDate: next.dueDate ?? "" };
      post({ ...fields, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrfToken }, { method: "post" });
    },
    [post, row.id, csrfToken],
  );
  useEffect(() => {
    if (state !== "idle" || !waiting) return;
    submit(waiting);
    setWaiting(null);
  }, [state, waiting, submit, setWaiting]);
  // The bar's own changes hold until the server says other dates, or refuses one (lib/gantt.ts).
  const [own, setOwn] = useState<OwnChanges | null>(null);
  const refused = state === "idle" && (fetcher.data as { ok?: boolean } | undefined)?.ok === false;
  const held = refused ? dates : heldDates(dates, own);
  useEffect(() => {
    if (own && held !== own.sent) setOwn(null);
  }, [own, held]);
  const current = waiting ?? held;
  const shown = preview ?? current;
  // Until the server has every change the bar shows, it says so: leaving the page then loses the unsent one.
  const saving = state !== "idle" || waiting !== null;
  const shape = barShape(scale, shown);
  if (!shape) return null;

  const save = (next: Dates) => {
    if (next.startDate === current.startDate && next.dueDate === current.dueDate) return;
    setOwn(withSent(refused ? null : own, dates, next));
    if (state === "idle") submit(next);
    else setWaiting(next);
  };

  const begin = (change: DateChange) => (event: PointerEvent<SVGElement>) => {
    if (!editable || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { change, pointerX: event.clientX, barX: shape.x };
  };
  const follow = (event: PointerEvent<SVGElement>) => {
    const dragging = drag.current;
    if (!dragging) return;
    const days = dragDays(scale, dragging.barX, dragging.barX + event.clientX - dragging.pointerX);
    setPreview(days === 0 ? null : changeDates(current, dragging.change, (date) => addDays(date, days)));
  };
  const finish = () => {
    if (!drag.current) return;
    drag.current = null;
    setPreview(null);
    if (preview) save(preview);
  };
  const pointer = (change: DateChange) => ({ onPointerDown: begin(change), onPointerMove: follow, onPointerUp: finish, onPointerCancel: finish });

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (onChartKey(event, row)) return;
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const change: DateChange = event.shiftKey ? "due" : event.altKey ? "start" : "move";
    save(changeDates(current, change, (date) => addUnits(scale.zoom, date, step)));
  };

  const colour = row.status?.colour ?? DEFAULT_COLOUR;
  const middle = top + TASK_ROW_HEIGHT / 2;
  const barTop = middle - BAR_HEIGHT / 2;
  const right = shape.kind === "bar" ? shape.x + shape.width : shape.x + 8;
  const outline = critical ? "#dc2626" : linkTarget || linkSource ? "#d97706" : colour;
  const interactive = editable
    ? { role: "button", tabIndex: 0, "aria-describedby": KEYS_HELP_ID, onKeyDown }
    : { role: "img" };

  // The bar's name, dates and, when it has any, its conversations: its accessible name and its tooltip.
  const label = row.conversationCount > 0 ? `${barLabel(row.name, shown, dateFormat)} (${messageCountText(row)})` : barLabel(row.name, shown, dateFormat);
  return (
    <g
      {...interactive}
      aria-label={label}
      data-task-id={row.id}
      data-start={shown.startDate ?? undefined}
      data-due={shown.dueDate ?? undefined}
      aria-busy={saving || undefined}
      data-critical={critical || undefined}
      opacity={faded ? 0.35 : undefined}
      data-link-target={linkTarget || undefined}
      className="group/bar outline-none"
    >
      <title>{label}</title>
      {/* A refused move toasts why (its dates form, which reads the same fetcher, is rendered only when opened). */}
      {editable ? <RefusalToast fetcherKey={datesFetcherKey(row.id)} /> : null}
      {shape.kind === "bar" ? (
        <>
          <rect
            x={shape.x}
            y={barTop}
            width={shape.width}
            height={BAR_HEIGHT}
            rx={4}
            fill={colour}
            fillOpacity={0.25}
            stroke={outline}
            strokeWidth={critical || linkTarget || linkSource ? 2.5 : 1}
            className={`group-focus-visible/bar:stroke-[3] ${editable ? "cursor-grab" : ""}`}
            data-part="bar"
            {...pointer("move")}
          />
          {row.progress > 0 ? (
            <rect x={shape.x} y={barTop} width={(shape.width * row.progress) / 100} height={BAR_HEIGHT} rx={4} fill={colour} pointerEvents="none" data-progress={row.progress} />
          ) : null}
          {editable ? (
            <>
              <rect x={shape.x} y={barTop} width={HANDLE_WIDTH} height={BAR_HEIGHT} fill="transparent" className="cursor-ew-resize" data-part="start" {...pointer("start")} />
              <rect x={shape.x + shape.width - HANDLE_WIDTH} y={barTop} width={HANDLE_WIDTH} height={BAR_HEIGHT} fill="transparent" className="cursor-ew-resize" data-part="due" {...pointer("due")} />
            </>
          ) : null}
        </>
      ) : (
        <path
          d={`M ${shape.x} ${middle - 9} L ${shape.x + 9} ${middle} L ${shape.x} ${middle + 9} L ${shape.x - 9} ${middle} Z`}
          fill={colour}
          stroke={outline}
          strokeWidth={critical || linkTarget || linkSource ? 2.5 : 1}
          className={editable ? "cursor-grab" : ""}
          data-part="milestone"
          {...pointer("move")}
        />
      )}
      {editable ? (
        <circle
          cx={right + 8}
          cy={middle}
          r={5}
          className="cursor-crosshair fill-white stroke-amber-600 opacity-0 group-hover/bar:opacity-100 group-focus/bar:opacity-100"
          strokeWidth={2}
          data-part="connector"
          onPointerDown={(event) => onConnectorDown(event, row)}
        />
      ) : null}
      <text x={right + 18} y={middle + 4} className="pointer-events-none fill-slate-700 text-xs">
        {row.name}
      </text>
    </g>
  );
}
