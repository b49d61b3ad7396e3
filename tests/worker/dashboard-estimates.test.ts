import { beforeAll, describe, expect, it } from "vitest";
import { seed } from "./helpers";
import { plantSummaryTeam } from "./work/dashboardWorld";
import { inAcme } from "./work/world";

/**
 * Workload's estimates kept by triggers (workspace step 30, decision record 65) equal a sum computed
 * from the tasks' open assignments and number values after every kind of write: a missed case in a
 * trigger leaves a difference.
 */
beforeAll(seed);

type Row = { project_id: string; user_id: string; due_key: string; column_id: string; estimate: number };
const key = (row: Row) => `${row.project_id} ${row.column_id} ${row.user_id} ${row.due_key}`;

/** Sums by project, column, person and due day, zero sums left out, to two decimals (as the widget shows them). */
function normalised(rows: Row[]) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + row.estimate);
  return [...sums.entries()]
    .map(([name, sum]) => [name, Math.round(sum * 100) / 100] as const)
    .filter(([, sum]) => sum !== 0)
    .sort(([a], [b]) => a.localeCompare(b));
}

/** What the table should hold, from the tasks themselves (not the assignments' copies). */
const expected = (sql: SqlStorage) =>
  normalised(
    sql
      .exec<Row>(
        `SELECT t.project_id, a.user_id, COALESCE(t.due_date, '~') AS due_key, v.column_id, CAST(v.value_json AS REAL) AS estimate
         FROM tasks t JOIN task_assignees a ON a.task_id = t.id JOIN task_values v ON v.task_id = t.id JOIN columns c ON c.id = v.column_id
         WHERE t.parent_id IS NULL AND t.hidden_in IS NULL AND t.completed_at IS NULL AND c.type IN ('NUMBER', 'CURRENCY')`,
      )
      .toArray(),
  );
const kept = (sql: SqlStorage) => normalised(sql.exec<Row>("SELECT project_id, user_id, due_key, column_id, estimate FROM dashboard_estimates").toArray());

describe("workload estimates kept by triggers", () => {
  it("equal the tasks' own sums after assignments, values, completion, due dates, moves, archive, bin, deletes and columns", async () => {
    await inAcme((sql) => {
      const now = Date.parse("2026-06-10T09:00:00Z");
      const { todo, done, one, two, value } = plantSummaryTeam(sql, "Estimated", now);
      const [points, cost, note] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const column = (id: string, project: string, type: string) =>
        sql.exec("INSERT INTO columns (id, project_id, name, type, config_json, position, created_at) VALUES (?, ?, ?, ?, '{}', 'a0', ?)", id, project, id, type, now);
      column(points, one, "NUMBER");
      column(cost, one, "CURRENCY");
      column(note, one, "TEXT");
      const tasks = Array.from({ length: 6 }, () => crypto.randomUUID());
      const add = (id: string, project: string, status: string, due: string | null, parent: string | null = null) =>
        sql.exec(
          `INSERT INTO tasks (id, project_id, group_id, parent_id, name, status_id, due_date, position, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'Task', ?, ?, ?, 'u-ada', ?, ?)`,
          id, project, `${project}-g`, parent, status, due, `a${id.slice(0, 4)}`, now, now,
        );
      const step = (what: string, write: () => void) => {
        write();
        expect(kept(sql), what).toEqual(expected(sql));
      };

      step("tasks, one done, one a subtask, values before anyone is assigned", () => {
        add(tasks[0], one, todo, "2026-06-12");
        add(tasks[1], one, todo, null);
        add(tasks[2], one, done, "2026-06-01");
        add(tasks[3], one, todo, "2026-06-20", tasks[0]);
        add(tasks[4], one, todo, "2026-06-12");
        for (const task of tasks.slice(0, 5)) value(task, points, "3");
        value(tasks[0], cost, "12.5");
        value(tasks[0], note, '"long"');
      });
      expect(kept(sql)).toEqual([]);
      step("assign, a second person, unassign", () => {
        sql.exec(
          "INSERT INTO task_assignees (task_id, user_id) VALUES (?, 'u-ada'), (?, 'u-bob'), (?, 'u-bob'), (?, 'u-bob'), (?, 'u-bob'), (?, 'u-ada')",
          tasks[0], tasks[0], tasks[1], tasks[2], tasks[3], tasks[4],
        );
        sql.exec("DELETE FROM task_assignees WHERE task_id = ? AND user_id = 'u-ada'", tasks[4]);
      });
      expect(kept(sql).length).toBeGreaterThan(0);
      step("reassign to another person", () => sql.exec("UPDATE task_assignees SET user_id = 'u-gus' WHERE task_id = ? AND user_id = 'u-bob'", tasks[1]));
      step("values: set, changed by upsert and update, removed, a text value", () => {
        value(tasks[1], points, "0.1");
        value(tasks[0], points, "5.25");
        sql.exec("UPDATE task_values SET value_json = '8' WHERE task_id = ? AND column_id = ?", tasks[1], points);
        sql.exec("DELETE FROM task_values WHERE task_id = ? AND column_id = ?", tasks[0], cost);
        value(tasks[1], note, '"short"');
        value(tasks[4], cost, "7");
      });
      step("complete and reopen", () => {
        sql.exec("UPDATE tasks SET status_id = ?, updated_at = ? WHERE id = ?", done, now + 1, tasks[0]);
        sql.exec("UPDATE tasks SET status_id = ?, updated_at = ? WHERE id = ?", todo, now + 2, tasks[2]);
      });
      step("a status becomes done for every task in it, and back", () => {
        sql.exec("UPDATE statuses SET category = 'CLOSED' WHERE id = ?", todo);
        sql.exec("UPDATE statuses SET category = 'TODO' WHERE id = ?", todo);
      });
      step("due date set, changed and cleared", () => {
        sql.exec("UPDATE tasks SET due_date = '2026-07-01' WHERE id = ?", tasks[1]);
        sql.exec("UPDATE tasks SET due_date = '2026-06-30' WHERE id = ?", tasks[2]);
        sql.exec("UPDATE tasks SET due_date = NULL WHERE id = ?", tasks[4]);
      });
      step("move to another project", () => sql.exec("UPDATE tasks SET project_id = ?, group_id = ? WHERE id = ?", two, `${two}-g`, tasks[1]));
      step("archive and restore, bin", () => {
        sql.exec("UPDATE tasks SET hidden_in = 'archive' WHERE id = ?", tasks[2]);
        sql.exec("UPDATE tasks SET hidden_in = NULL WHERE id = ?", tasks[2]);
        sql.exec("UPDATE tasks SET hidden_in = 'bin' WHERE id = ?", tasks[4]);
      });
      // A subtask has no board position; promoted, it takes one (the assignments' copy follows it).
      step("a subtask promoted", () => sql.exec("UPDATE tasks SET parent_id = NULL, board_position = position WHERE id = ?", tasks[3]));
      step("the text column becomes a number, the currency one text, and back", () => {
        sql.exec("UPDATE columns SET type = 'TEXT' WHERE id = ?", cost);
        sql.exec("UPDATE columns SET type = 'NUMBER' WHERE id = ?", note);
        sql.exec("UPDATE columns SET type = 'CURRENCY' WHERE id = ?", cost);
      });
      step("a column goes", () => sql.exec("DELETE FROM columns WHERE id = ?", points));
      expect(sql.exec("SELECT COUNT(*) AS n FROM dashboard_estimates WHERE column_id = ?", points).one().n).toBe(0);
      step("permanent delete with assignments and values", () => sql.exec("DELETE FROM tasks WHERE id = ?", tasks[0]));
      step("a new task with value and person at once", () => {
        add(tasks[5], two, todo, "2026-06-15");
        sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, 'u-ada')", tasks[5]);
        column(`${two}-n`, two, "NUMBER");
        value(tasks[5], `${two}-n`, "2");
      });
      step("a project goes with its tasks", () => sql.exec("DELETE FROM projects WHERE id = ?", two));
      expect(sql.exec("SELECT COUNT(*) AS n FROM dashboard_estimates WHERE project_id = ?", two).one().n).toBe(0);
    });
  });
});
