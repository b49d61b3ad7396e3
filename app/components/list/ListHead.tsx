import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from "react";
import { useHydrated } from "~/components/useHydrated";
import { clampNameWidth, NAME_WIDTH, NAME_WIDTH_PROPERTY, nameWidthAfterKey, nameWidthCookie } from "~/lib/listColumns";
import type { ListColumn } from "./types";

/**
 * The List's column heads (their names are the cells' own labels, so the heads are for the eye), with
 * the name column's separator: dragged, or moved by the arrow keys, Home and End, it sets the width on
 * the list (`grid`, a custom property its rows read) and keeps it in this browser for this person.
 */
type HeadProps = { columns: ListColumn[]; grid: RefObject<HTMLElement | null>; width: number; userId: string; tools?: ReactNode };

export function ListHead({ columns, grid, width, userId, tools }: HeadProps) {
  const heads = ["Status", "Assignees", "Priority", "Start", "Due", ...columns.map((column) => column.name)];
  return (
    <div className="list-grid bg-slate-50 px-2 pb-1 text-xs font-medium uppercase text-slate-500">
      <span>{tools}</span>
      <span className="list-name relative flex items-center self-stretch">
        <span aria-hidden="true">Name</span>
        {useHydrated() ? <NameSeparator grid={grid} initial={width} userId={userId} /> : null}
      </span>
      {heads.map((head, index) => (
        <span key={index} aria-hidden="true" className="truncate">
          {head}
        </span>
      ))}
      <span aria-hidden="true" className="text-right">
        Order
      </span>
    </div>
  );
}

function NameSeparator({ grid, initial, userId }: { grid: RefObject<HTMLElement | null>; initial: number; userId: string }) {
  const [width, setWidth] = useState(initial);
  const drag = useRef<{ from: number; width: number } | null>(null);
  const show = (px: number) => grid.current?.style.setProperty(NAME_WIDTH_PROPERTY, `${px}px`);
  const keep = (px: number) => {
    setWidth(px);
    show(px);
    document.cookie = nameWidthCookie(userId, px);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nameWidthAfterKey(event.key, width);
    if (next === null) return;
    event.preventDefault();
    keep(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { from: event.clientX, width };
  };
  // While dragging only the list's property moves (no render of its rows); the width is kept on release.
  const at = (event: PointerEvent<HTMLDivElement>) => (drag.current ? clampNameWidth(drag.current.width + event.clientX - drag.current.from) : width);
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label="Width of the name column"
      aria-valuemin={NAME_WIDTH.min}
      aria-valuemax={NAME_WIDTH.max}
      aria-valuenow={width}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={(event) => drag.current && show(at(event))}
      onPointerUp={(event) => {
        if (!drag.current) return;
        keep(at(event));
        drag.current = null;
      }}
      className="absolute -right-1.5 inset-y-0 w-3 cursor-col-resize max-md:hidden touch-none rounded after:absolute after:inset-y-0 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:bg-slate-300 hover:after:bg-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
    />
  );
}
