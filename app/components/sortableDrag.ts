import type { ButtonHTMLAttributes, CSSProperties } from "react";

/**
 * What dnd-kit gives a sortable item (a Kanban card, a dashboard's widget): its place, its look
 * while dragged, its handle. The lazily loaded drag and drop module fills it; the item's markup reads it.
 */
export type SortableDrag = {
  setNodeRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  dragging: boolean;
  handle: ButtonHTMLAttributes<HTMLButtonElement> & { ref: (element: HTMLElement | null) => void };
};
