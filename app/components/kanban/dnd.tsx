import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { BOARD_INSTRUCTIONS, boardAnnouncements, type DragData } from "./announcements";
import type { SortableDrag } from "~/components/sortableDrag";

/** How long a finger rests on a card's handle before the card follows it, so a swipe over the board still scrolls it (issue 42). */
const TOUCH_HOLD_MS = 250;

type BoardDragProps = {
  onDragEnd: (event: DragEndEvent) => void;
  /** The board's column snapping, off while a card is dragged. */
  snapping: (on: boolean) => void;
  names: Parameters<typeof boardAnnouncements>[0];
  children: ReactNode;
};

/**
 * The board's drag and drop (dnd-kit), loaded when first needed (decision 0085): until it arrives
 * the cards are plain and move by their Move… forms.
 */
export function BoardDragAndDrop({ onDragEnd, snapping, names, children }: BoardDragProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      id="kanban-board"
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => snapping(false)}
      onDragCancel={() => snapping(true)}
      onDragEnd={(event) => {
        snapping(true);
        onDragEnd(event);
      }}
      accessibility={{ announcements: boardAnnouncements(names), screenReaderInstructions: BOARD_INSTRUCTIONS }}
    >
      {children}
    </DndContext>
  );
}

/** A column's cards as a place to drop on, in their order. */
export function DroppableCards({ column, ids, className, children }: { column: string; ids: string[]; className: string; children: ReactNode }) {
  const data: DragData = { column };
  const droppable = useDroppable({ id: `column|${column}`, data });
  return (
    <div ref={droppable.setNodeRef} className={className}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </div>
  );
}

/**
 * A card dragged by its handle, moved by keys: `card` renders it (its markup stays in the page's own
 * modules, so that this module, fetched later, brings dnd-kit and nothing the page has already). Only
 * the card's shell follows a drag; its contents are memoised.
 */
export function SortableCard({ column, taskId, card }: { column: string; taskId: string; card: (drag: SortableDrag) => ReactNode }) {
  const data: DragData = { column, taskId };
  const sortable = useSortable({ id: `${column}|${taskId}`, data });
  return card({
    setNodeRef: sortable.setNodeRef,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
    dragging: sortable.isDragging,
    handle: { ref: sortable.setActivatorNodeRef, ...sortable.attributes, ...sortable.listeners } as SortableDrag["handle"],
  });
}
