import { useState, type ReactNode } from "react";

/**
 * With JavaScript, hovering (or focusing) a bar, part or slice shows its value beside the pointer
 * (issue 18 §2): each mark carries `data-tip`; its SVG <title> stays, for the browser's own tooltip
 * and for a page read without scripts. The server renders no tooltip, so nothing differs at hydration.
 */
export function ChartTooltip({ children }: { children: ReactNode }) {
  const [tip, setTip] = useState<{ text: string; x: number; y: number } | null>(null);
  const show = (target: EventTarget, x: number | null, y: number | null, box: DOMRect) => {
    const mark = (target as Element).closest?.("[data-tip]");
    if (!mark) return setTip(null);
    const at = mark.getBoundingClientRect();
    setTip({ text: mark.getAttribute("data-tip") ?? "", x: (x ?? at.left + at.width / 2) - box.left, y: (y ?? at.top) - box.top });
  };
  return (
    <div
      className="relative"
      onMouseMove={(event) => show(event.target, event.clientX, event.clientY, event.currentTarget.getBoundingClientRect())}
      onFocus={(event) => show(event.target, null, null, event.currentTarget.getBoundingClientRect())}
      onMouseLeave={() => setTip(null)}
      onBlur={() => setTip(null)}
    >
      {children}
      {tip ? (
        <div
          role="tooltip"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white shadow"
          style={{ left: tip.x, top: tip.y - 6 }}
        >
          {tip.text}
        </div>
      ) : null}
    </div>
  );
}
