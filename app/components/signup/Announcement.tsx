import { useEffect } from "react";
import { useToast, type ToastKind } from "~/components/Toast";
import { useHydrated } from "./useHydrated";

/**
 * A success or failure message of the sign-up flow: a toast with JavaScript,
 * an inline line without it. `trigger` changes when the same message should
 * be announced again (for instance a second identical failure).
 */
export function Announcement({ message, kind, trigger }: { message: string | null | undefined; kind: ToastKind; trigger?: unknown }) {
  const hydrated = useHydrated();
  const toast = useToast();
  useEffect(() => {
    if (hydrated && message) toast.show(message, kind);
  }, [hydrated, message, kind, toast, trigger]);
  if (hydrated || !message) return null;
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm ${kind === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}
    >
      {message}
    </p>
  );
}
