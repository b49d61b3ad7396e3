import type { ApiData } from "~/lib/api-result";

/** The List view's data, as /api/v2/project/list answers it. */
export type ListData = ApiData<"project", "list", "$get">;
export type ListGroup = ListData["groups"][number];
export type ListTask = ListGroup["tasks"][number];
/** A row: a task or a subtask. */
export type RowTask = Omit<ListTask, "subtasks">;
export type ListColumn = ListData["columns"][number];
export type OpenTask = NonNullable<ListData["openTask"]>;
export type ListStatus = ListData["statuses"][number];
export type ListPerson = ListData["people"][number];

/** What every row and the side panel need to show and edit a task's fields. */
export type ListContext = Pick<ListData, "statuses" | "people" | "columns" | "canEdit">;
