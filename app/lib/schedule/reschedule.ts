import type { WorkingCalendar } from "./calendar";
import {
  allowedStart,
  buildNetwork,
  datesAt,
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
  const network = buildNetwork(tasks, dependencies, calendar);
  const { ids, starts, durations, from, inStart, inLinks } = network;
  const fixed = new Set(moved);
  const affected = downstreamOf(network, fixed);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const moves: Move[] = [];
  for (const t of network.order) {
    if (!affected[t] || fixed.has(ids[t])) continue;
    let required: number | null = null;
    for (let k = inStart[t]; k < inStart[t + 1]; k++) {
      const allowed = allowedStart(network, inLinks[k], starts[from[inLinks[k]]]);
      required = required === null ? allowed : Math.max(required, allowed);
    }
    const start = place(starts[t], required);
    if (start === starts[t]) continue;
    starts[t] = start;
    const dates = datesAt(byId.get(ids[t])!, { start, duration: durations[t] }, calendar);
    moves.push({ taskId: ids[t], startDate: dates.startDate, dueDate: dates.dueDate });
  }
  return moves;
}

function downstreamOf({ ids, outStart, outLinks, to }: Network, roots: ReadonlySet<string>): Uint8Array {
  const reached = new Uint8Array(ids.length);
  const stack: number[] = [];
  ids.forEach((id, t) => {
    if (roots.has(id)) {
      reached[t] = 1;
      stack.push(t);
    }
  });
  while (stack.length > 0) {
    const t = stack.pop()!;
    for (let k = outStart[t]; k < outStart[t + 1]; k++) {
      const next = to[outLinks[k]];
      if (!reached[next]) {
        reached[next] = 1;
        stack.push(next);
      }
    }
  }
  return reached;
}
