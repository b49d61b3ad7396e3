import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { BoundSortable, DragHandle, dressDragged, useBoundElements } from "~/components/dnd/boundSortables";
import { WIDGET_GRID_INSTRUCTIONS, widgetAnnouncements } from "./arrangeAnnouncements";

type Names = Parameters<typeof widgetAnnouncements>[0];

const findWidget = (root: HTMLElement, id: string) => {
  const element = root.querySelector<HTMLElement>(`:scope > li[data-widget-id="${CSS.escape(id)}"]`);
  return element && { element, slot: element.querySelector<HTMLElement>(":scope > [data-drag-slot]") };
};

/**
 * The grid's drag and drop (dnd-kit), loaded when first needed (decision 0085) and rendered beside
 * the grid, bound to the widgets the page has rendered (decisions 0095, 0100): until it arrives a
 * widget moves by its up and down forms; when it does, each widget gets its handle and none is
 * rendered again (a chart is the costliest markup of the page).
 */
export function WidgetDragAndDrop({ root, ids, onDrop, names }: { root: HTMLElement | null; ids: string[]; onDrop: (activeId: string, overId: string) => void; names: Names }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const widgets = useBoundElements(root, ids, findWidget);
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
        {ids.map((id) => {
          const bound = widgets.get(id);
          return bound ? <BoundSortable key={id} id={id} bound={bound} dress={dressDragged} handle={(props) => <DragHandle {...props} label={`Move widget ${names.widget(id)}`} className="absolute right-2 top-2 size-7 print:hidden" />} /> : null;
        })}
      </SortableContext>
    </DndContext>
  );
}
