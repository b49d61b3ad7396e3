/**
 * A team of its own for the dashboards' kept-summary tests (counts, estimates): two statuses (To Do,
 * Done), two public projects of ada's with a group each ("<project>-g"), and a value writer that
 * upserts as the app does.
 */
export function plantSummaryTeam(sql: SqlStorage, name: string, now: number) {
  const team = crypto.randomUUID();
  const [todo, done] = [crypto.randomUUID(), crypto.randomUUID()];
  const [one, two] = [crypto.randomUUID(), crypto.randomUUID()];
  sql.exec(
    "INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES (?, ?, 'u-ada', ?, 'u-ada', ?, ?)",
    team, name, todo, now, now,
  );
  sql.exec(
    "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, 'To Do', 'TODO', '#64748b', 'a0', ?), (?, ?, 'Done', 'DONE', '#16a34a', 'a1', ?)",
    todo, team, now, done, team, now,
  );
  for (const project of [one, two]) {
    sql.exec("INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, ?, 'PUBLIC', 'u-ada', 'a0', ?, ?)", project, team, project, now, now);
    sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'Group', 'a0', ?)", `${project}-g`, project, now);
  }
  const value = (task: string, column: string, json: string) =>
    sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?) ON CONFLICT (task_id, column_id) DO UPDATE SET value_json = excluded.value_json", task, column, json);
  return { team, todo, done, one, two, value };
}
