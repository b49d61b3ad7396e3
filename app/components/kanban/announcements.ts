import type { Active, Announcements, Over, ScreenReaderInstructions } from "@dnd-kit/core";

/** What a dragged card or the place under it carries, so the board can name them. */
export type DragData = { column: string; taskId?: string };

type Names = { card: (taskId: string) => string; column: (key: string) => string };

/** The screen reader's words while a card moves, in plain language. */
export function boardAnnouncements(names: Names): Announcements {
  const card = (active: Active) => names.card((active.data.current as DragData).taskId ?? "");
  const place = (over: Over) => {
    const { column, taskId } = over.data.current as DragData;
    return taskId ? `card ${names.card(taskId)} in column ${names.column(column)}` : `column ${names.column(column)}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up card ${card(active)}. Use the arrow keys to move it, space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `Card ${card(active)} is not over a column.`;
      if (over.id === active.id) return `Card ${card(active)} is back in its place in column ${names.column((over.data.current as DragData).column)}.`;
      return `Card ${card(active)} is over ${place(over)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Card ${card(active)} was dropped in column ${names.column((over.data.current as DragData).column)}.` : `Card ${card(active)} was put back.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Card ${card(active)} is back where it was.`,
  };
}

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To pick up a card, press space or enter. While it is lifted, use the arrow keys to move it up, down or to another column; press space or enter to drop it, or Escape to cancel.",
};
