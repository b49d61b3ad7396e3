import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";
import { TOUCH_TOOLTIP_DELAY_MS } from "~/lib/constants";

export type TooltipSide = "top" | "bottom" | "left" | "right";
type Box = { left: number; right: number; width: number };

/** The side a tooltip takes: the preferred one, or bottom when that would overflow the window width (spec §9). */
export function tooltipSide(preferred: TooltipSide, anchor: Box, tooltipWidth: number, windowWidth: number): TooltipSide {
  const centre = anchor.left + anchor.width / 2;
  const overflows = {
    top: centre - tooltipWidth / 2 < 0 || centre + tooltipWidth / 2 > windowWidth,
    bottom: false,
    left: anchor.left - tooltipWidth < 0,
    right: anchor.right + tooltipWidth > windowWidth,
  };
  return overflows[preferred] ? "bottom" : preferred;
}

const SIDE_CLASSES: Record<TooltipSide, string> = {
  bottom: "left-1/2 top-full mt-2 -translate-x-1/2",
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
};

/**
 * Shows `content` on hover, focus or a 500 ms touch press. The trigger is
 * described by the tooltip even while it is hidden, so the text is never lost.
 */
export function Tooltip({ content, side = "bottom", children }: { content: string; side?: TooltipSide; children: ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState<TooltipSide>(side);
  const wrapper = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open || !wrapper.current || !tip.current) return;
    setPlaced(tooltipSide(side, wrapper.current.getBoundingClientRect(), tip.current.offsetWidth, window.innerWidth));
  }, [open, side]);
  useEffect(() => () => clearTimeout(pressTimer.current), []);
  const show = () => setOpen(true);
  const hide = () => {
    clearTimeout(pressTimer.current);
    setOpen(false);
  };
  return (
    <span
      ref={wrapper}
      className="relative inline-flex"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onTouchStart={() => {
        clearTimeout(pressTimer.current);
        pressTimer.current = setTimeout(show, TOUCH_TOOLTIP_DELAY_MS);
      }}
      onTouchEnd={() => clearTimeout(pressTimer.current)}
      onKeyDown={(event) => {
        if (event.key === "Escape") hide();
      }}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <span
        ref={tip}
        id={id}
        role="tooltip"
        hidden={!open}
        data-side={placed}
        className={`pointer-events-none absolute z-50 w-max max-w-64 rounded-md bg-slate-800 px-2 py-1 text-xs text-white shadow ${SIDE_CLASSES[placed]}`}
      >
        {content}
      </span>
    </span>
  );
}
