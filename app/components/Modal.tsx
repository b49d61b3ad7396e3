import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "./Icon";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const CLOSE_BUTTON_CLASS = "absolute right-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink";

/**
 * The generic modal shell (spec §2): overlay, title, close button. A non-closable
 * modal has no close button and ignores Escape and overlay clicks. With
 * `closeTo` (a modal of the URL, see UrlModal) the close button and the
 * overlay are links there, so it closes without JavaScript too.
 */
export function Modal({
  title,
  onClose,
  closeTo,
  closable = true,
  hideTitle = false,
  maxWidthClass = "max-w-lg",
  children,
}: {
  title: string;
  onClose?: () => void;
  closeTo?: string;
  closable?: boolean;
  hideTitle?: boolean;
  maxWidthClass?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const canClose = closable && onClose !== undefined;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && canClose) {
      event.stopPropagation();
      onClose();
    }
    if (event.key === "Tab") trapFocus(event, dialog.current);
  };
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      data-testid="modal-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget && canClose) onClose();
      }}
    >
      {canClose && closeTo !== undefined ? (
        <Link to={closeTo} preventScrollReset aria-hidden="true" tabIndex={-1} className="absolute inset-0 cursor-default" />
      ) : null}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative w-full ${maxWidthClass} rounded-xl bg-white p-6 shadow-xl outline-none`}
      >
        <h2 id={titleId} className={hideTitle ? "sr-only" : "pr-8 text-lg font-semibold"}>
          {title}
        </h2>
        {canClose && closeTo !== undefined ? (
          <Link to={closeTo} preventScrollReset aria-label="Close" className={CLOSE_BUTTON_CLASS}>
            <Icon name="close" size={20} strokeWidth={2} />
          </Link>
        ) : canClose ? (
          <button type="button" onClick={onClose} aria-label="Close" className={CLOSE_BUTTON_CLASS}>
            <Icon name="close" size={20} strokeWidth={2} />
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  const focusable = Array.from(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
