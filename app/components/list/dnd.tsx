import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { BoundSortable, DragHandle, useBoundElements, type HandleProps, type Look } from "../dnd/boundSortables";
import { rowId } from "./listUrl";

type GroupDragProps = {
  id: string;
  /** The group's section, as the page rendered it. */
  root: HTMLElement | null;
  /** Its rows' task ids, in their order. */
  ids: string[];
  nameOf: (taskId: string) => string;
  onDrop: (activeId: string, overId: string) => void;
};

const findRow = (root: HTMLElement, taskId: string) => {
  const element = root.querySelector<HTMLElement>(`#${CSS.escape(rowId(taskId))}`);
  return element && { element, slot: element.querySelector<HTMLElement>(":scope > .list-grid > [data-drag-slot]") };
};
const dressRow = (element: HTMLElement, { transform, transition, dragging }: Look) => {
  element.style.transform = transform;
  element.style.transition = transition;
  element.style.opacity = dragging ? "0.6" : "";
  element.style.position = transform ? "relative" : "";
  element.style.zIndex = dragging ? "10" : "";
};

/**
 * A group's rows dragged into a new order (dnd-kit), loaded when first needed (decision 0085) and
 * rendered beside the rows, bound to them (decision 0095): until it arrives a row moves by its keys
 * and buttons; when it does, each row gets its handle and nothing remounts.
 */
export function SortableGroup({ id, root, ids, nameOf, onDrop }: GroupDragProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const rows = useBoundElements(root, ids, findRow);
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext id={`list-dnd-${id}`} sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((taskId) => {
          const bound = rows.get(taskId);
          return bound ? <BoundSortable key={taskId} id={taskId} bound={bound} dress={dressRow} handle={(props) => <RowHandle {...props} name={nameOf(taskId)} />} /> : null;
        })}
      </SortableContext>
    </DndContext>
  );
}

/** A row's handle: a finger's size, and a touch on it drags rather than scrolls (`touch-none`, as a card's). */
function RowHandle({ name, ...props }: HandleProps & { name: string }) {
  return <DragHandle {...props} label={`Drag ${name}`} className="size-6" />;
}
