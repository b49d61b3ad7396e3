import type { WorkingCalendar } from "./calendar";
import {
  buildNetwork,
  datesAt,
  earliestStartAfter,
  spansOf,
  type DatedTask,
  type DependencyLink,
  type Network,
} from "./network";

/**
 * Auto-scheduling (decision record 29): after the `moved` tasks got new dates, their successors
 * (transitively) move to satisfy every link, keeping their durations. `tasks` holds at least the
 * moved tasks, everything after them and those tasks' predecessors; the moved tasks stay put.
 */

export type Move = { taskId: string; startDate: string | null; dueDate: string | null };

type Placement = (current: number, required: number | null) => number;

/** Only later: as far as the links require. */
const pushForward: Placement = (current, required) => (required === null ? current : Math.max(current, required));
/** As early as the links allow (a task no link constrains stays). */
const asEarlyAsAllowed: Placement = (current, required) => (required === null ? current : required);

export function pushSuccessors(
  moved: readonly string[],
  tasks: readonly DatedTask[],
  dependencies: readonly DependencyLink[],
  calendar: WorkingCalendar,
): Move[] {
  return reschedule(moved, tasks, dependencies, calendar, pushForward);
}

export function pullSuccessors(
  moved: readonly string[],
  tasks: readonly DatedTask[],
  dependencies: readonly DependencyLink[],
  calendar: WorkingCalendar,
): Move[] {
  return reschedule(moved, tasks, dependencies, calendar, asEarlyAsAllowed);
}

function reschedule(
  moved: readonly string[],
  tasks: readonly DatedTask[],
  dependencies: readonly DependencyLink[],
  calendar: WorkingCalendar,
  place: Placement,
): Move[] {
  const network = buildNetwork(spansOf(tasks, calendar), dependencies);
  const { ids, spans, links, linkFrom, incoming } = network;
  const fixed = new Set(moved);
  const affected = downstreamOf(network, fixed);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const moves: Move[] = [];
  for (const task of network.order) {
    if (!affected[task] || fixed.has(ids[task])) continue;
    let required: number | null = null;
    for (const link of incoming[task]) {
      const allowed = earliestStartAfter(links[link], spans[linkFrom[link]], spans[task].duration);
      required = required === null ? allowed : Math.max(required, allowed);
    }
    const start = place(spans[task].start, required);
    if (start === spans[task].start) continue;
    spans[task] = { start, duration: spans[task].duration };
    const dates = datesAt(byId.get(ids[task])!, spans[task], calendar);
    moves.push({ taskId: ids[task], startDate: dates.startDate, dueDate: dates.dueDate });
  }
  return moves;
}

function downstreamOf({ ids, outgoing, linkTo }: Network, roots: ReadonlySet<string>): boolean[] {
  const reached = ids.map((id) => roots.has(id));
  const stack = ids.flatMap((id, index) => (roots.has(id) ? [index] : []));
  while (stack.length > 0) {
    for (const link of outgoing[stack.pop()!]) {
      if (!reached[linkTo[link]]) {
        reached[linkTo[link]] = true;
        stack.push(linkTo[link]);
      }
    }
  }
  return reached;
}
