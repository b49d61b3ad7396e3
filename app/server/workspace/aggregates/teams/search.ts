import { IN_IDS, named, type Placed, type Searchable } from "../../searchable";

/** A team is found by its name, by whoever may see the team. */
export const teamSearch: Searchable = {
  kind: "team",
  source: (sql, ids) =>
    sql
      .exec<Placed>(`SELECT id, name, id AS team_id FROM teams WHERE id ${IN_IDS}`, ids)
      .toArray()
      .map((row) => named("teams", row)),
};
