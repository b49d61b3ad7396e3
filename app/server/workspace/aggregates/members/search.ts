import { IN_IDS, named, type Searchable } from "../../searchable";

/** An active member is found by their names (the "owner" group), by every member. */
export const memberSearch: Searchable = {
  kind: "member",
  source: (sql, ids) =>
    sql
      .exec<{ id: string; first_name: string; last_name: string }>(
        `SELECT user_id AS id, first_name, last_name FROM members WHERE user_id ${IN_IDS} AND status = 'ACTIVE'`,
        ids,
      )
      .toArray()
      .map((row) => ({ ...named("owner", { id: row.id, name: `${row.first_name} ${row.last_name}` }), first_name: row.first_name, last_name: row.last_name })),
};
