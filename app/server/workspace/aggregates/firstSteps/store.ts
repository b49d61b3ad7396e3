import { FIRST_STEPS, type FirstSteps, type NotedStep } from "~/lib/firstSteps";
import { planIncludes } from "~/lib/plans";
import { readPlanCopy } from "../subscription/store";

/** Notes that `userId` took a step only their visit shows (a view opened) or dismissed the checklist; once is enough. */
export function noteFirstStep(sql: SqlStorage, userId: string, step: NotedStep, now: number) {
  sql.exec("INSERT OR IGNORE INTO first_steps (user_id, step, done_at) VALUES (?, ?, ?)", userId, step, now);
}

type Done = { project: number; invite: number; tasks: number; dashboard: number; kanban: number; gantt: number; dismissed: number };

/**
 * The checklist of `userId`: the organisation's steps read from its work (a project, found by team through
 * the index; someone else invited or a member; a task, from the projects' kept counts; a dashboard), the
 * person's from what they noted. One statement, and no work table read from end to end (query-plans.test.ts).
 */
export function firstStepsOf(sql: SqlStorage, userId: string): FirstSteps {
  const done = sql
    .exec<Done>(
      `SELECT EXISTS (SELECT 1 FROM teams t CROSS JOIN projects p ON p.team_id = t.id WHERE p.hidden_in IS NULL) AS project,
              EXISTS (SELECT 1 FROM invites) OR (SELECT COUNT(*) FROM members WHERE status = 'ACTIVE') > 1 AS invite,
              EXISTS (SELECT 1 FROM project_progress WHERE total > 0) AS tasks,
              EXISTS (SELECT 1 FROM dashboards) AS dashboard,
              EXISTS (SELECT 1 FROM first_steps WHERE user_id = ?1 AND step = 'kanban') AS kanban,
              EXISTS (SELECT 1 FROM first_steps WHERE user_id = ?1 AND step = 'gantt') AS gantt,
              EXISTS (SELECT 1 FROM first_steps WHERE user_id = ?1 AND step = 'dismissed') AS dismissed`,
      userId,
    )
    .one();
  const withGantt = planIncludes(readPlanCopy(sql).limits, "ganttView");
  const steps = FIRST_STEPS.filter((step) => step !== "gantt" || withGantt).map((step) => ({ step, done: done[step] === 1 }));
  return { steps, dismissed: done.dismissed === 1 };
}
