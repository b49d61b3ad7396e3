import { useCallback, useRef, useState, type ReactNode } from "react";
import { useDismiss } from "./useDismiss";

export type PopoverPlacement = "bottom-start" | "bottom-end";

const PLACEMENT_CLASSES: Record<PopoverPlacement, string> = {
  "bottom-start": "left-0",
  "bottom-end": "right-0",
};

/**
 * A panel anchored below its trigger. Built on <details>/<summary> so it opens
 * without JavaScript; with it, an outside click or Escape closes it.
 */
export function Popover({
  trigger,
  label,
  placement = "bottom-start",
  triggerClassName = "",
  panelClassName = "",
  children,
}: {
  trigger: ReactNode;
  label: string;
  placement?: PopoverPlacement;
  triggerClassName?: string;
  panelClassName?: string;
  children: ReactNode | ((state: { open: boolean; close: () => void }) => ReactNode);
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    if (ref.current?.contains(document.activeElement)) ref.current.querySelector("summary")?.focus();
  }, []);
  useDismiss(ref, open, close);
  return (
    <details ref={ref} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="relative">
      <summary
        aria-label={label}
        className={`flex cursor-pointer list-none items-center rounded-md [&::-webkit-details-marker]:hidden ${triggerClassName}`}
      >
        {trigger}
      </summary>
      <div
        className={`absolute top-full z-40 mt-2 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${PLACEMENT_CLASSES[placement]} ${panelClassName}`}
      >
        {typeof children === "function" ? children({ open, close }) : children}
      </div>
    </details>
  );
}
