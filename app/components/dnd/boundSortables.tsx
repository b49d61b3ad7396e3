import { useDroppable } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useLayoutEffect, useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * dnd-kit bound to markup the page has already rendered (decision 0095). The lazily loaded drag and
 * drop of the List and the board renders beside the rows and cards, not around them, so its arrival
 * re-renders none of them and remounts nothing (a field being typed in keeps its text and focus): each
 * sortable finds its element by the page's markup, dresses it while dragged, and puts its handle into
 * the element's empty `data-drag-slot` through a portal.
 */
export type Bound = { element: HTMLElement; slot: HTMLElement | null };

/** How a dragged element looks: dnd-kit's transform and transition, and whether it is the one dragged. */
export type Look = { transform: string; transition: string; dragging: boolean };

export type HandleProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: (element: HTMLElement | null) => void };

/** Dresses a dragged element by its style and a `data-dragging` attribute, which its own classes style (a card, a widget). */
export const dressDragged = (element: HTMLElement, { transform, transition, dragging }: Look) => {
  element.style.transform = transform;
  element.style.transition = transition;
  element.toggleAttribute("data-dragging", dragging);
};

const sameBound = (before: Map<string, Bound>, next: Map<string, Bound>) =>
  before.size === next.size && [...next].every(([id, bound]) => before.get(id)?.element === bound.element && before.get(id)?.slot === bound.slot);

/** The elements of `ids` inside `root`, found again whenever its markup changes (rows scrolled in, a move shown, a page of cards loaded). */
export function useBoundElements(root: HTMLElement | null, ids: string[], find: (root: HTMLElement, id: string) => Bound | null) {
  const [found, setFound] = useState<Map<string, Bound>>(() => new Map());
  const key = ids.join("\n");
  useLayoutEffect(() => {
    if (!root) return;
    const collect = () =>
      setFound((before) => {
        const next = new Map<string, Bound>();
        for (const id of key ? key.split("\n") : []) {
          const bound = find(root, id);
          if (bound) next.set(id, bound);
        }
        return sameBound(before, next) ? before : next;
      });
    collect();
    const observer = new MutationObserver(collect);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
    // `find` is a module-level function of the caller's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, key]);
  return found;
}

/** One sortable element of the page's markup: moved by its handle (rendered into its slot) and by keys. */
export function BoundSortable({ id, data, bound, dress, handle }: { id: string; data?: Record<string, unknown>; bound: Bound; dress: (element: HTMLElement, look: Look) => void; handle: (props: HandleProps) => ReactNode }) {
  const sortable = useSortable({ id, data });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  useLayoutEffect(() => {
    setNodeRef(bound.element);
    return () => setNodeRef(null);
  }, [setNodeRef, bound.element]);
  const look = CSS.Translate.toString(transform) ?? "";
  useLayoutEffect(() => dress(bound.element, { transform: look, transition: transition ?? "", dragging: isDragging }), [dress, bound.element, look, transition, isDragging]);
  useLayoutEffect(() => () => dress(bound.element, { transform: "", transition: "", dragging: false }), [dress, bound.element]);
  if (!bound.slot) return null;
  const listeners = sortable.listeners as Partial<HandleProps> | undefined;
  return createPortal(handle({ ...sortable.attributes, ...listeners, ref: sortable.setActivatorNodeRef }), bound.slot);
}

/** An element of the page's markup as a place to drop on. */
export function BoundDroppable({ id, data, element }: { id: string; data?: Record<string, unknown>; element: HTMLElement }) {
  const { setNodeRef } = useDroppable({ id, data });
  useLayoutEffect(() => {
    setNodeRef(element);
    return () => setNodeRef(null);
  }, [setNodeRef, element]);
  return null;
}

const HANDLE = "grid cursor-grab touch-none place-items-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600";

/** A drag handle (⠿) named for a screen reader by `label` ("Move card …"); `className` places and sizes it. */
export function DragHandle({ label, className, ...props }: HandleProps & { label: string; className: string }) {
  return (
    <button type="button" {...props} className={`${HANDLE} ${className}`}>
      <span aria-hidden="true">⠿</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
