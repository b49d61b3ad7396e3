import { IN_IDS, named, type Searchable } from "../../searchable";

/** Where a message is, for the search: its item's project. */
const PLACES = `SELECT m.id, m.body_text, t.project_id FROM messages m JOIN tasks t ON t.id = m.item_id WHERE m.id ${IN_IDS} AND m.deleted_at IS NULL
  UNION ALL
  SELECT m.id, m.body_text, g.project_id FROM messages m JOIN task_groups g ON g.id = m.item_id WHERE m.id ${IN_IDS} AND m.deleted_at IS NULL`;

/**
 * A conversation's message is found by its text (issue 17 §1), in the Messages group (issue 43 §5), by whoever
 * may see the item's project; the hit names the item and opens it at the message. A deleted message
 * is not found.
 */
export const messageSearch: Searchable = {
  kind: "message",
  source: (sql, ids) =>
    sql
      .exec<{ id: string; body_text: string; project_id: string }>(PLACES, ids, ids)
      .toArray()
      .map((row) => named("messages", { id: row.id, name: "", project_id: row.project_id, body: row.body_text })),
  details: `SELECT m.id, t.name, p.team_id AS team_id, p.id AS project_id, p.visibility AS project_type, COALESCE(t.parent_id, t.id) AS task_id,
        t.hidden_in, NULL AS status, t.id AS item_id, 'task' AS item_type, COALESCE(m.conversation_id, m.id) AS conversation_id,
        CASE WHEN m.conversation_id IS NULL THEN NULL ELSE m.id END AS reply_id
      FROM messages m JOIN tasks t ON t.id = m.item_id JOIN projects p ON p.id = t.project_id WHERE m.id ${IN_IDS}
    UNION ALL
    SELECT m.id, g.name, p.team_id, p.id, p.visibility, NULL, g.hidden_in, NULL, g.id, 'taskGroup', COALESCE(m.conversation_id, m.id),
        CASE WHEN m.conversation_id IS NULL THEN NULL ELSE m.id END
      FROM messages m JOIN task_groups g ON g.id = m.item_id JOIN projects p ON p.id = g.project_id WHERE m.id ${IN_IDS}`,
};
