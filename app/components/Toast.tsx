import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import {
  TOAST_DURATION_MS,
  TOAST_NARROW_WIDTH_PX,
  TOAST_WIDE_BREAKPOINT_PX,
  TOAST_WIDE_WIDTH_PX,
} from "~/lib/constants";
import type { ToastKind, ToastMessage } from "~/lib/toast";
import { Icon } from "./Icon";
import { useHydrated } from "./useHydrated";

export type { ToastKind, ToastMessage } from "~/lib/toast";

/**
 * Toasts (spec §4, §9): one at a time, a new one replaces the current, gone
 * after 5 s. The feedback of every form post (decision 0016): a toast the
 * server hands over with the page (`toast`) is rendered by the server too, so
 * without JavaScript it shows as a notice on the page.
 */
type ToastApi = { show: (message: string, kind?: ToastKind) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);

const KIND_STYLES: Record<ToastKind, string> = {
  default: "bg-slate-800 text-white",
  info: "bg-sky-700 text-white",
  warning: "bg-amber-500 text-ink",
  error: "bg-red-700 text-white",
  success: "bg-emerald-700 text-white",
};

let shown = 0;

export function ToastProvider({ toast: fromServer = null, children }: { toast?: ToastMessage | null; children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(fromServer);
  const dismiss = useCallback(() => setToast(null), []);
  const show = useCallback((message: string, kind: ToastKind = "default") => {
    setToast({ id: `shown-${++shown}`, kind, message });
  }, []);
  useEffect(() => {
    if (fromServer) setToast(fromServer);
  }, [fromServer]);
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

/**
 * Wider than 768 px: bottom-left, 350-500 px; narrower: bottom-centre, 390-540 px within the window less 40 px (spec §9).
 * A width of 0 is not known yet (the server's rendering): at most 500 px within 16 px of either side.
 */
export function toastLayout(windowWidth: number): CSSProperties {
  if (windowWidth <= 0) return { left: 16, right: 16, maxWidth: TOAST_WIDE_WIDTH_PX.max };
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

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

/** The window's width; 0 on the server and while hydrating, so the server's rendering is matched first. */
function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
}

/** One toast's box; the dismiss button needs JavaScript, so it appears once the page has it. */
export function ToastCard({
  toast,
  onDismiss,
  style,
  className = "",
}: {
  toast: Omit<ToastMessage, "id">;
  onDismiss?: () => void;
  style?: CSSProperties;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      data-kind={toast.kind}
      style={style}
      className={`flex items-start justify-between gap-3 rounded-md px-4 py-3 shadow-lg ${KIND_STYLES[toast.kind]} ${className}`}
    >
      <span>{toast.message}</span>
      {hydrated && onDismiss ? (
        <button type="button" onClick={onDismiss} aria-label="Dismiss notification" className="opacity-80 hover:opacity-100">
          <Icon name="close" size={16} strokeWidth={2} />
        </button>
      ) : null}
    </div>
  );
}

export function ToastViewport({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  const windowWidth = useWindowWidth();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50">
      {toast ? (
        <ToastCard
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          style={toastLayout(windowWidth)}
          className="pointer-events-auto absolute bottom-0"
        />
      ) : null}
    </div>
  );
}
