import { useEffect } from "react";
import { ToastCard, useToast, type ToastKind } from "~/components/Toast";
import { useHydrated } from "~/components/useHydrated";

/**
 * A message of the sign-up flow (spec §4, decision 0016): the toast with
 * JavaScript, the same toast in the page without it. `trigger` changes when
 * the same message should be announced again (for instance a second
 * identical failure).
 */
export function Announcement({ message, kind, trigger }: { message: string | null | undefined; kind: ToastKind; trigger?: unknown }) {
  const hydrated = useHydrated();
  const toast = useToast();
  useEffect(() => {
    if (hydrated && message) toast.show(message, kind);
  }, [hydrated, message, kind, toast, trigger]);
  if (hydrated || !message) return null;
  return <ToastCard toast={{ kind, message }} className="shadow-none" />;
}
