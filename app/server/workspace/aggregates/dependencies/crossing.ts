import { crossingLinksMessage } from "~/schemas/dependency";
import { WorkspaceFailure } from "../../operations";
import { idList } from "../tasks/store";

/** A command's input agrees to what a 409 with a count named when it carries `confirm: true`. */
export const confirms = (input: unknown) => typeof input === "object" && input !== null && (input as { confirm?: unknown }).confirm === true;

/**
 * The links of the tasks whose project changed in this command (noted in moved_tasks by a trigger),
 * with the projects their two ends are in now.
 */
const LINKS_OF_MOVED_TASKS = `WITH touching(id) AS (
    SELECT d.id FROM moved_tasks m CROSS JOIN dependencies d ON d.predecessor_id = m.task_id
    UNION SELECT d.id FROM moved_tasks m CROSS JOIN dependencies d ON d.successor_id = m.task_id
  )
  SELECT d.id, d.project_id, p.project_id AS predecessor_project, s.project_id AS successor_project
  FROM touching t JOIN dependencies d ON d.id = t.id
  JOIN tasks p ON p.id = d.predecessor_id JOIN tasks s ON s.id = d.successor_id`;

type LinkPlace = { id: string; project_id: string; predecessor_project: string; successor_project: string };

/**
 * Keeps every dependency within one project, whichever command moved tasks between projects (a
 * move, a restore elsewhere, a duplicate, an import): the core runs it inside each command's
 * transaction. A link whose ends now lie in different projects goes, but only when the caller
 * confirmed; otherwise the command is refused with how many would go, and nothing changes. A link
 * that moved whole follows its tasks' project. Answers how many links went.
 */
export function keepLinksWithinProjects(sql: SqlStorage, confirmed: boolean): number {
  if (!sql.exec("SELECT 1 FROM moved_tasks LIMIT 1").toArray().length) return 0;
  const links = sql.exec<LinkPlace>(LINKS_OF_MOVED_TASKS).toArray();
  const crossing = links.filter((link) => link.predecessor_project !== link.successor_project);
  if (crossing.length > 0 && !confirmed) {
    throw new WorkspaceFailure(409, crossingLinksMessage(crossing.length), undefined, crossing.length);
  }
  sql.exec("DELETE FROM dependencies WHERE id IN (SELECT value FROM json_each(?))", idList(crossing.map((link) => link.id)));
  for (const link of links) {
    if (link.predecessor_project === link.successor_project && link.project_id !== link.predecessor_project) {
      sql.exec("UPDATE dependencies SET project_id = ? WHERE id = ?", link.predecessor_project, link.id);
    }
  }
  sql.exec("DELETE FROM moved_tasks");
  return crossing.length;
}
