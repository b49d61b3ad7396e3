import { closestCorners, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { BoundDroppable, BoundSortable, DragHandle, dressDragged, useBoundElements } from "../dnd/boundSortables";
import { BOARD_INSTRUCTIONS, boardAnnouncements, type DragData } from "./announcements";

/** How long a finger rests on a card's handle before the card follows it, so a swipe over the board still scrolls it (issue 42). */
const TOUCH_HOLD_MS = 250;

type BoardDragProps = {
  /** The board's columns strip, as the page rendered it. */
  root: HTMLElement | null;
  /** Each column's cards, in their order, as `column|taskId`. */
  columns: { key: string; ids: string[] }[];
  onDragEnd: (event: DragEndEvent) => void;
  /** The board's column snapping, off while a card is dragged. */
  snapping: (on: boolean) => void;
  names: Parameters<typeof boardAnnouncements>[0];
};

const findCard = (root: HTMLElement, id: string) => {
  const [column, taskId] = id.split("|");
  const element = root.querySelector<HTMLElement>(`li[data-task-id="${CSS.escape(taskId)}"][data-column="${CSS.escape(column)}"]`);
  return element && { element, slot: element.querySelector<HTMLElement>("[data-drag-slot]") };
};
const findColumn = (root: HTMLElement, key: string) => {
  const element = root.querySelector<HTMLElement>(`[data-drop-column="${CSS.escape(key)}"]`);
  return element && { element, slot: null };
};

/**
 * The board's drag and drop (dnd-kit), loaded when first needed (decision 0085) and rendered beside the
 * columns, bound to the cards the page has rendered (decision 0095): until it arrives the cards are
 * plain and move by their Move… forms; when it does, each card gets its handle and nothing remounts.
 */
export function BoardDragAndDrop({ root, columns, onDragEnd, snapping, names }: BoardDragProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const cards = useBoundElements(root, columns.flatMap((column) => column.ids), findCard);
  const drops = useBoundElements(root, columns.map((column) => column.key), findColumn);
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
      {columns.map((column) => {
        const drop = drops.get(column.key);
        return (
          <SortableContext key={column.key} items={column.ids} strategy={verticalListSortingStrategy}>
            {drop ? <BoundDroppable id={`column|${column.key}`} data={{ column: column.key } satisfies DragData} element={drop.element} /> : null}
            {column.ids.map((id) => {
              const bound = cards.get(id);
              const taskId = id.slice(column.key.length + 1);
              return bound ? (
                <BoundSortable key={id} id={id} data={{ column: column.key, taskId } satisfies DragData} bound={bound} dress={dressDragged} handle={(props) => <DragHandle {...props} label={`Move card ${names.card(taskId)}`} className="-my-1 size-8 shrink-0" />} />
              ) : null;
            })}
          </SortableContext>
        );
      })}
    </DndContext>
  );
}
