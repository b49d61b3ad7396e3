import { useParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { restrictionOf, restrictionsAt, RESTRICTED_REASON, turnedOffTitle, type AccessKey, type AccessScope, type RestrictionValue } from "~/lib/accessRestrictions";
import { useShellData } from "~/lib/shell";

/**
 * How an access restriction (decision record 51) leaves a capability for the signed-in member in a
 * place: null when they may use it. The rules came with the shell's session call; the server refuses
 * the same calls whatever is drawn here. The place is the page's project (its address) unless given.
 */
export function useRestriction(capability: AccessKey, scope?: AccessScope): RestrictionValue | null {
  const shell = useShellData();
  const here = usePageScope();
  if (!shell) return null;
  return restrictionOf(shell.restrictions, shell.userDetails, capability, scope ?? here);
}

/** Every restricted capability of the signed-in member in a place (the page's project unless given), and how. */
export function useRestrictions(scope?: AccessScope): Partial<Record<AccessKey, RestrictionValue>> {
  const shell = useShellData();
  const here = usePageScope();
  return shell ? restrictionsAt(shell.restrictions, shell.userDetails, scope ?? here) : {};
}

/** The team and project of the page's address (/projects/:teamId/:projectId/…), or the organisation. */
function usePageScope(): AccessScope {
  const { teamId, projectId } = useParams();
  return { teamId, projectId };
}

/** What a disabled control shows instead of itself: its label, greyed, with the reason. */
export function DisabledControl({ label, className = "" }: { label: ReactNode; className?: string }) {
  return (
    <span aria-disabled="true" title={RESTRICTED_REASON} className={`cursor-not-allowed opacity-50 ${className}`}>
      {label}
      <span className="sr-only"> ({RESTRICTED_REASON})</span>
    </span>
  );
}

/**
 * A control an access restriction may turn off: `hidden` draws nothing, `disabled` draws its label
 * greyed with the reason (as a tooltip, and to screen readers), otherwise the control itself.
 */
export function Restricted({ capability, scope, label, className = "", children }: { capability: AccessKey; scope?: AccessScope; label: ReactNode; className?: string; children: ReactNode }) {
  const restriction = useRestriction(capability, scope);
  if (restriction === "hidden") return null;
  if (restriction === null) return children;
  return <DisabledControl label={label} className={className} />;
}

/** What a page of a capability shows instead of itself while the capability is turned off for the person. */
export function TurnedOff({ capability }: { capability: AccessKey }) {
  return (
    <section role="status" className="max-w-lg rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold">{turnedOffTitle(capability)}</h2>
      <p className="mt-2 text-sm text-slate-600">{RESTRICTED_REASON} Ask one of them if you need it.</p>
    </section>
  );
}

/** A page of a capability (New team, Import, Exports): the page while the person may use it, TurnedOff otherwise. */
export function RestrictedPage({ capability, children }: { capability: AccessKey; children: ReactNode }) {
  return useRestriction(capability) === null ? children : <TurnedOff capability={capability} />;
}
