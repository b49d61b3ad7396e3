// The Kanban board's groupings and page sizes (decision record 30), zod-free for the board's first load.

export const BOARD_TYPES = ["STATUS", "ASSIGNEE", "PRIORITY", "COLUMN"] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** The key of the column of cards without a value: no assignee, no priority, no option. */
export const NONE_KEY = "NONE";
export const CARDS_PER_PAGE = 50;
export const CARD_COLUMNS_MAX = 5;
