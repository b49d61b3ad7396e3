import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { WIDGET_GRID_INSTRUCTIONS, widgetAnnouncements } from "./arrangeAnnouncements";
import type { SortableDrag } from "~/components/sortableDrag";

/**
 * The grid's drag and drop (dnd-kit), loaded when first needed (decision 0085): until it arrives a
 * widget moves by its up and down forms.
 */
export function WidgetDragAndDrop({ ids, onDrop, names, children }: { ids: string[]; onDrop: (activeId: string, overId: string) => void; names: Parameters<typeof widgetAnnouncements>[0]; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext
      id="dashboard-widgets"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements: widgetAnnouncements(names), screenReaderInstructions: WIDGET_GRID_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A widget's place with its drag handle: `place` renders it (its markup stays in the page's own modules). */
export function SortableWidgetPlace({ id, place }: { id: string; place: (drag: SortableDrag) => ReactNode }) {
  const sortable = useSortable({ id });
  return place({
    setNodeRef: sortable.setNodeRef,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
    dragging: sortable.isDragging,
    handle: { ref: sortable.setActivatorNodeRef, ...sortable.attributes, ...sortable.listeners } as SortableDrag["handle"],
  });
}
