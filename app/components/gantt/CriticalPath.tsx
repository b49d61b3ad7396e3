import { useEffect, type RefObject } from "react";
import type { Span } from "~/lib/gantt";
import type { GanttRow } from "./types";

export const CRITICAL_COLOUR = "#dc2626";
const ARROW_COLOUR = "#64748b";
const DEFAULT_STATUS_COLOUR = "#64748b";
/** Room left of the chain's first bar when it is scrolled to, so its start and its arrow show. */
const LEAD_PX = 120;
/** Room above the chain's first bar, for its row and the one before. */
const ROW_LEAD_PX = 60;

/** The statuses the loaded bars are drawn in, each once, in the order of their first bar. */
export function statusesOf(rows: readonly GanttRow[]): Array<{ name: string; colour: string }> {
  const seen = new Map<string, { name: string; colour: string }>();
  for (const row of rows) if (row.status && !seen.has(row.status.id)) seen.set(row.status.id, { name: row.status.name, colour: row.status.colour });
  return [...seen.values()];
}

/**
 * What the bars' colours and lines mean (issue 43 §5): each status's colour, and with the critical
 * path on, its red outline and arrows, with how many tasks it holds.
 */
export function GanttLegend({ rows, critical, criticalCount }: { rows: readonly GanttRow[]; critical: boolean; criticalCount: number }) {
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-700">
      <ul aria-label="Legend" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {statusesOf(rows).map((status) => (
          <li key={status.name} className="flex items-center gap-1.5">
            <svg width="22" height="12" aria-hidden="true">
              <rect x="1" y="1" width="20" height="10" rx="3" fill={status.colour} fillOpacity={0.25} stroke={status.colour} />
            </svg>
            {status.name}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <svg width="22" height="12" aria-hidden="true">
            <rect x="1" y="1" width="20" height="10" rx="3" fill={DEFAULT_STATUS_COLOUR} />
          </svg>
          Filled part: progress
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="26" height="12" aria-hidden="true">
            <path d="M 1 6 H 22" stroke={ARROW_COLOUR} strokeWidth={1.25} markerEnd="url(#gantt-arrow)" fill="none" />
          </svg>
          Dependency
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="26" height="12" aria-hidden="true">
            <rect x="1" y="1" width="20" height="10" rx="3" fill="none" stroke={CRITICAL_COLOUR} strokeWidth={2.5} />
          </svg>
          Critical path (red)
        </li>
      </ul>
      {critical ? (
        <p role="status" className="font-medium text-red-700">
          {criticalCount === 0
            ? "No critical path: no task here waits on another."
            : `Critical path: ${criticalCount} ${criticalCount === 1 ? "task" : "tasks"} in red; the others are faded.`}
        </p>
      ) : null}
    </div>
  );
}

/** Where a scroll box's edge goes so that [from, to] shows whole and centred, or from `from` (less `lead`) when it is longer than `room`. */
export function scrollToShow(from: number, to: number, room: number, lead: number): number {
  const length = to - from;
  return Math.max(0, length + 2 * lead <= room ? (from + to) / 2 - room / 2 : from - lead);
}

/**
 * With the critical path switched on, the chart scrolls to the chain (issue 43 §5): the box itself
 * into view, then the chain's bars and the arrows between them centred in it, or its start when it
 * is bigger than the box. `chain` holds the chain's bars, in chart coordinates.
 */
export function useScrollToCritical(scrollRef: RefObject<HTMLDivElement>, critical: boolean, chain: readonly Span[], offset: { left: number; top: number }) {
  const key = chain.map((span) => `${span.x1},${span.y}`).join(";");
  useEffect(() => {
    const box = scrollRef.current;
    if (!critical || !box || chain.length === 0) return;
    box.scrollIntoView({ block: "nearest" });
    const left = Math.min(...chain.map((span) => span.x1));
    const right = Math.max(...chain.map((span) => span.x2));
    const top = Math.min(...chain.map((span) => span.y));
    const bottom = Math.max(...chain.map((span) => span.y));
    box.scrollLeft = scrollToShow(left, right, box.clientWidth - offset.left, LEAD_PX);
    box.scrollTop = scrollToShow(top, bottom, box.clientHeight - offset.top, ROW_LEAD_PX);
    // Only switching the path on (or another chain) scrolls, not each drag of a bar.
  }, [critical, key]); // eslint-disable-line react-hooks/exhaustive-deps
}
