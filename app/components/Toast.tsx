import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "~/lib/constants";

/** Toasts (spec §4, §9): one at a time, a new one replaces the current, gone after 5 s. */
export type ToastKind = "default" | "info" | "warning" | "error" | "success";
export type ToastMessage = { id: number; kind: ToastKind; message: string };

type ToastApi = { show: (message: string, kind?: ToastKind) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);

const KIND_STYLES: Record<ToastKind, string> = {
  default: "bg-slate-800 text-white",
  info: "bg-sky-700 text-white",
  warning: "bg-amber-500 text-ink",
  error: "bg-red-700 text-white",
  success: "bg-emerald-700 text-white",
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const dismiss = useCallback(() => setToast(null), []);
  const show = useCallback((message: string, kind: ToastKind = "default") => {
    setToast({ id: Date.now() + Math.random(), kind, message });
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={toast} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}

export function ToastViewport({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 left-1/2 z-50 w-[calc(100vw-40px)] min-w-[min(390px,calc(100vw-40px))] max-w-[540px] -translate-x-1/2 md:left-4 md:w-auto md:min-w-[350px] md:max-w-[500px] md:translate-x-0"
    >
      {toast ? (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          data-kind={toast.kind}
          className={`pointer-events-auto flex items-start justify-between gap-3 rounded-md px-4 py-3 shadow-lg ${KIND_STYLES[toast.kind]}`}
        >
          <span>{toast.message}</span>
          <button type="button" onClick={onDismiss} aria-label="Dismiss notification" className="opacity-80 hover:opacity-100">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
