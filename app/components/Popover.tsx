import type { ReactNode } from "react";
import { OnDemand } from "./OnDemand";

export type PopoverPlacement = "bottom-start" | "bottom-end" | "top-end";

const PLACEMENT_CLASSES: Record<PopoverPlacement, string> = {
  "bottom-start": "top-full mt-2 left-0",
  "bottom-end": "top-full mt-2 right-0",
  // Above its trigger: the phone's bottom bar (components/shell/BottomBar).
  "top-end": "bottom-full mb-2 right-0",
};

/**
 * A menu panel anchored below its trigger, rendered only while open (OnDemand: without JavaScript its
 * trigger's link opens it); with JavaScript an outside click or Escape closes it.
 */
export function Popover({
  name,
  trigger,
  label,
  placement = "bottom-start",
  triggerClassName = "",
  panelClassName = "",
  children,
}: {
  name: string;
  trigger: ReactNode;
  label: string;
  placement?: PopoverPlacement;
  triggerClassName?: string;
  panelClassName?: string;
  children: ReactNode | ((state: { open: boolean; close: () => void }) => ReactNode);
}) {
  return (
    <OnDemand
      name={name}
      label={label}
      trigger={trigger}
      dismissible
      className="relative"
      triggerClassName={`flex cursor-pointer items-center rounded-md ${triggerClassName}`}
      panelClassName={`absolute z-40 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${PLACEMENT_CLASSES[placement]} ${panelClassName}`}
    >
      {({ open, close }) => (typeof children === "function" ? children({ open, close }) : children)}
    </OnDemand>
  );
}
