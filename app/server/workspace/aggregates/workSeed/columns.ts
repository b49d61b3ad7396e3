import { keysAfter } from "../../order";

/**
 * Custom columns with a value in every task (issue 19 §4 "Speed": 10,000 tasks with 10 custom
 * columns), cycling through text, number, amount, date, a single choice and a ticked box.
 */
const KINDS = [
  { type: "TEXT", config: {}, value: (index: number) => `Note ${index}` },
  { type: "NUMBER", config: {}, value: (index: number) => index % 97 },
  { type: "CURRENCY", config: { currency: "INR" }, value: (index: number) => (index % 500) * 10.5 },
  { type: "DATE", config: {}, value: (index: number) => `2026-${String((index % 12) + 1).padStart(2, "0")}-15` },
  { type: "SINGLE_SELECT", config: { options: [{ id: "o1", label: "Web", colour: "#2563eb" }, { id: "o2", label: "Mail", colour: "#16a34a" }] }, value: (index: number) => (index % 2 ? "o1" : "o2") },
  { type: "CHECKBOX", config: {}, value: (index: number) => index % 3 === 0 },
] as const;

/** The columns' ids, in the order of KINDS (then around again). */
export function seedColumns(sql: SqlStorage, projectId: string, taskIds: readonly string[], count: number, now: number) {
  return keysAfter(null, count).map((position, column) => {
    const kind = KINDS[column % KINDS.length];
    const columnId = crypto.randomUUID();
    sql.exec(
      "INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      columnId, projectId, `Column ${column + 1}`, kind.type, JSON.stringify(kind.config), position, now,
    );
    taskIds.forEach((taskId, index) => sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?)", taskId, columnId, JSON.stringify(kind.value(index))));
    return columnId;
  });
}
