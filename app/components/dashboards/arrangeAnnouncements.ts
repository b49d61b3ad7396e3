import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";

/** The screen reader's words while a widget moves (the Kanban board's pattern, issue 8): its name and the place it would take. */
export function widgetAnnouncements(names: { widget: (id: UniqueIdentifier) => string; place: (id: UniqueIdentifier) => number; count: () => number }): Announcements {
  const at = (id: UniqueIdentifier) => `place ${names.place(id)} of ${names.count()}`;
  return {
    onDragStart: ({ active }) => `Picked up widget ${names.widget(active.id)}, at ${at(active.id)}. Use the arrow keys to move it, space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `Widget ${names.widget(active.id)} would go to ${at(over.id)}.` : `Widget ${names.widget(active.id)} is not over a place in the grid.`,
    onDragEnd: ({ active, over }) => (over ? `Widget ${names.widget(active.id)} was dropped at ${at(over.id)}.` : `Widget ${names.widget(active.id)} was put back.`),
    onDragCancel: ({ active }) => `Moving was cancelled. Widget ${names.widget(active.id)} is back where it was.`,
  };
}

export const WIDGET_GRID_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To pick up a widget, press space or enter. While it is lifted, use the arrow keys to move it through the grid; press space or enter to drop it, or Escape to cancel.",
};
