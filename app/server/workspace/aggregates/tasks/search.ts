import { docToText } from "~/schemas/richTextTree";
import { SEARCH_TEXT_COLUMN_TYPES } from "~/schemas/search";
import { IN_IDS, named, type Placed, type Searchable } from "../../searchable";

const TEXT_TYPES = SEARCH_TEXT_COLUMN_TYPES.map((type) => `'${type}'`).join(", ");

function descriptionText(json: string | null): string {
  if (!json) return "";
  try {
    return docToText(JSON.parse(json) as Parameters<typeof docToText>[0]);
  } catch {
    return "";
  }
}

/** A task group is found by its name, by whoever may see its project. */
export const groupSearch: Searchable = {
  kind: "group",
  source: (sql, ids) =>
    sql
      .exec<Placed>(`SELECT id, name, project_id FROM task_groups WHERE id ${IN_IDS}`, ids)
      .toArray()
      .map((row) => named("groups", row)),
};

/** A task or subtask is found by its name, description and text column values, by whoever may see its project. */
export const taskSearch: Searchable = {
  kind: "task",
  source: (sql, ids) =>
    sql
      .exec<{ id: string; name: string; project_id: string; parent_id: string | null; description_json: string | null; values_text: string | null }>(
        `SELECT t.id, t.name, t.project_id, t.parent_id, t.description_json,
                (SELECT group_concat(v.value_json ->> '$', char(10)) FROM task_values v JOIN columns c ON c.id = v.column_id
                  WHERE v.task_id = t.id AND c.type IN (${TEXT_TYPES})) AS values_text
           FROM tasks t WHERE t.id ${IN_IDS}`,
        ids,
      )
      .toArray()
      .map((row) =>
        named(row.parent_id ? "subTasks" : "tasks", {
          id: row.id,
          name: row.name,
          project_id: row.project_id,
          body: [descriptionText(row.description_json), row.values_text ?? ""].join("\n"),
        }),
      ),
};
