// Dependencies stay within one project (decision record 38): a trigger notes every task whose
// project changes, and the core settles the links of the noted tasks before each command commits
// (dependencies/crossing.ts). Links an earlier move left crossing projects go; the rest follow
// their tasks' project.

import { TASKS_NOTE_PROJECT_CHANGE } from "./triggers";

/** Repairs a database where a move left links crossing projects: those go, the rest take their tasks' project. */
export const KEEP_LINKS_WITHIN_PROJECTS = `
  DELETE FROM dependencies WHERE (SELECT project_id FROM tasks WHERE id = predecessor_id)
    IS NOT (SELECT project_id FROM tasks WHERE id = successor_id);
  UPDATE dependencies SET project_id = (SELECT project_id FROM tasks WHERE id = predecessor_id)
    WHERE project_id IS NOT (SELECT project_id FROM tasks WHERE id = predecessor_id);`;

export default `CREATE TABLE moved_tasks (task_id TEXT PRIMARY KEY) WITHOUT ROWID;
   ${TASKS_NOTE_PROJECT_CHANGE}
   ${KEEP_LINKS_WITHIN_PROJECTS}`;
