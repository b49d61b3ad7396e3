import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import type { DragHandle } from "./TaskRow";

/**
 * A group's rows dragged into a new order (dnd-kit), loaded when first needed (decision 0085): until it
 * arrives a row moves by its keys and buttons.
 */
export function SortableGroup({ id, ids, onDrop, children }: { id: string; ids: string[]; onDrop: (activeId: string, overId: string) => void; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext id={`list-dnd-${id}`} sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A row with its drag handle: `row` renders it (the row's markup stays in the page's own modules, so that
 * this module, fetched later, brings dnd-kit and nothing the page has already).
 */
export function SortableRow({ id, row }: { id: string; row: (drag: DragHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : undefined, position: "relative" as const, zIndex: isDragging ? 10 : undefined };
  return row({ attributes, listeners, setNodeRef, style });
}
