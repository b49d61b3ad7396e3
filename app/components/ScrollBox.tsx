import type { ReactNode } from "react";

/**
 * A wide thing (a table) that scrolls sideways inside its own box on a narrow screen, so the page does
 * not (issue 42 §1). Focusable and named, so the keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollBox({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`max-w-full overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
