import type { WorkingCalendar } from "~/lib/schedule/calendar";
import type { DatedTask } from "~/lib/schedule/network";
import { pullSuccessors, pushSuccessors, type Move } from "~/lib/schedule/reschedule";
import { recordActivity } from "../../activity";
import type { MemberContext } from "../../operations";
import { teamCalendar } from "../holidays/store";
import { autoScheduledProjects, type ProjectRow } from "../projects/store";
import type { TaskRow } from "../tasks/store";
import { chainHeads, datedTask, linkOf, linksIntoDownstream, liveTasks, setTaskDates } from "./store";

/**
 * Auto-scheduling inside the command that moved tasks (decision record 29): only the moved tasks'
 * downstream chain and its other predecessors are read, so the cost follows the chain.
 */
export type Schedule = { rescheduled: Move[]; pullBackCount: number };

type Chain = { rows: Map<string, TaskRow>; tasks: DatedTask[]; links: ReturnType<typeof linkOf>[]; calendar: WorkingCalendar };

function chainAfter(sql: SqlStorage, project: ProjectRow, taskIds: readonly string[]): Chain {
  const links = linksIntoDownstream(sql, project.id, taskIds).map(linkOf);
  const ids = new Set(taskIds);
  for (const link of links) ids.add(link.predecessorId).add(link.successorId);
  const rows = new Map(liveTasks(sql, project.id, [...ids]).map((row) => [row.id, row]));
  return { rows, tasks: [...rows.values()].map(datedTask), links, calendar: teamCalendar(sql, project.team_id) };
}

const startOf = (task: Pick<DatedTask, "startDate" | "dueDate">) => task.startDate ?? task.dueDate ?? "";

/** What moved the tasks an entry reschedules: a task's new dates (`after` it), or the team's holidays. */
type Cause = { after: string } | { because: "holidays" };

/** Writes the moves with one "rescheduled" activity entry each, naming what caused them. */
function apply(context: MemberContext, project: ProjectRow, chain: Chain, moves: Move[], cause: Cause) {
  const { sql, now, viewer } = context;
  for (const move of moves) {
    const row = chain.rows.get(move.taskId)!;
    setTaskDates(sql, move.taskId, move, now);
    recordActivity(
      sql,
      {
        actorId: viewer.member.userId,
        verb: "rescheduled",
        itemType: row.parent_id ? "subtask" : "task",
        itemId: row.id,
        parentId: row.parent_id ?? row.group_id,
        teamId: project.team_id,
        projectId: project.id,
        detail: { name: row.name, startDate: move.startDate, dueDate: move.dueDate, ...cause },
      },
      now,
    );
  }
  const moved = new Map(moves.map((move) => [move.taskId, move]));
  return chain.tasks.map((task) => ({ ...task, ...moved.get(task.id) }));
}

/** After `taskIds` got new dates: push their successors when the project auto-schedules, and count who could move earlier. */
export function scheduleAfterMove(context: MemberContext, project: ProjectRow, taskIds: readonly string[]): Schedule {
  const chain = chainAfter(context.sql, project, taskIds);
  if (chain.links.length === 0) return { rescheduled: [], pullBackCount: 0 };
  const rescheduled = project.auto_schedule === 1 ? pushSuccessors(taskIds, chain.tasks, chain.links, chain.calendar) : [];
  const tasks = apply(context, project, chain, rescheduled, { after: taskIds[0] });
  const starts = new Map(tasks.map((task) => [task.id, startOf(task)]));
  const earlier = pullSuccessors(taskIds, tasks, chain.links, chain.calendar).filter((move) => startOf(move) < starts.get(move.taskId)!);
  return { rescheduled, pullBackCount: earlier.length };
}

/** The task's successors, transitively, as early as their links allow. */
export function pullBackAfter(context: MemberContext, project: ProjectRow, taskId: string): Move[] {
  const chain = chainAfter(context.sql, project, [taskId]);
  const moves = pullSuccessors([taskId], chain.tasks, chain.links, chain.calendar);
  apply(context, project, chain, moves, { after: taskId });
  return moves;
}

/**
 * After a team's holidays changed: in each of its working projects that auto-schedules, every chain is
 * pushed off the days that stopped being working days, from its first tasks (which keep their dates).
 */
export function scheduleAfterHolidays(context: MemberContext, teamId: string): Array<{ project: ProjectRow; moves: Move[] }> {
  return autoScheduledProjects(context.sql, teamId).flatMap((project) => {
    const heads = chainHeads(context.sql, project.id);
    if (heads.length === 0) return [];
    const chain = chainAfter(context.sql, project, heads);
    const moves = pushSuccessors(heads, chain.tasks, chain.links, chain.calendar);
    apply(context, project, chain, moves, { because: "holidays" });
    return [{ project, moves }];
  });
}
