import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import {
  TOAST_DURATION_MS,
  TOAST_NARROW_WIDTH_PX,
  TOAST_WIDE_BREAKPOINT_PX,
  TOAST_WIDE_WIDTH_PX,
} from "~/lib/constants";

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

/** Wider than 768 px: bottom-left, 350-500 px; narrower: bottom-centre, 390-540 px within the window less 40 px (spec §9). */
export function toastLayout(windowWidth: number): CSSProperties {
  if (windowWidth > TOAST_WIDE_BREAKPOINT_PX) {
    return { left: 16, minWidth: TOAST_WIDE_WIDTH_PX.min, maxWidth: TOAST_WIDE_WIDTH_PX.max };
  }
  const room = windowWidth - TOAST_NARROW_WIDTH_PX.windowMargin;
  return {
    left: "50%",
    transform: "translateX(-50%)",
    minWidth: Math.min(TOAST_NARROW_WIDTH_PX.min, room),
    maxWidth: Math.min(TOAST_NARROW_WIDTH_PX.max, room),
  };
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === "undefined" ? 0 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

export function ToastViewport({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  const windowWidth = useWindowWidth();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50">
      {toast ? (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          data-kind={toast.kind}
          style={toastLayout(windowWidth)}
          className={`pointer-events-auto absolute bottom-0 flex items-start justify-between gap-3 rounded-md px-4 py-3 shadow-lg ${KIND_STYLES[toast.kind]}`}
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
