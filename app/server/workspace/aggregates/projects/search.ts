import { IN_IDS, named, type Placed, type Searchable } from "../../searchable";

/** A project is found by its name and description, by whoever may see the project. */
export const projectSearch: Searchable = {
  kind: "project",
  source: (sql, ids) =>
    sql
      .exec<Placed>(`SELECT id, name, id AS project_id, description AS body FROM projects WHERE id ${IN_IDS}`, ids)
      .toArray()
      .map((row) => named("projects", row)),
};
