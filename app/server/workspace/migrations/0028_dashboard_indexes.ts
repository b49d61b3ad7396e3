// Dashboards at 10,000 tasks (issue 18 "Speed", decision record 63). Every chart counts a
// project's live top-level tasks by some of their fields: one partial index carries them all
// (open or done is `completed_at`, step 23), so each chart's statement is a covering range per
// project instead of a read of every task's row. Workload reads the assignments' copy of their
// task's project, openness and due day (step 7) by project, for live top-level tasks only.
export default `CREATE INDEX tasks_dashboard ON tasks(project_id, completed_at, due_date, status_id, priority, created_at, id)
     WHERE parent_id IS NULL AND hidden_in IS NULL;
   CREATE INDEX task_assignees_workload ON task_assignees(project_id, open, user_id, due_key, task_id) WHERE board_key IS NOT NULL;`;
