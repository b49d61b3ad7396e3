import type { ApiData } from "~/lib/api-result";

/** What the board's loader brings (kanban/getColumns). */
export type BoardData = ApiData<"kanban", "getColumns", "$get">;
export type BoardColumnData = BoardData["columns"][number];
export type CardData = BoardColumnData["cards"][number];

/** What every card and column needs to know about the board around it. */
export type BoardContext = {
  board: BoardData;
  /** The project's path, /projects/{teamId}/{projectId}: its List, and its board below it (viewPath). */
  projectPath: string;
  nameOf: (userId: string) => { firstName: string; lastName: string } | undefined;
};
