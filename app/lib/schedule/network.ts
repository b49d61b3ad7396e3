import {
  dayAtWorkingIndex,
  workingIndexOnOrAfter,
  workingIndexOnOrBefore,
  type WorkingCalendar,
} from "./calendar";

/**
 * The dependency network and its critical path (decision record 29), in working-day indexes: a task
 * starts at the beginning of working day `start` and finishes at the boundary `start + duration`
 * (the beginning of the next working day), so finish-to-start with lag 0 puts the successor on the
 * next working day. A task with only one date is a milestone occupying that day (duration 1); a task
 * without dates takes no part. Each task's own start is its earliest start ("start no earlier
 * than"), so a consistent schedule's early dates are its dates.
 */

export const DEPENDENCY_TYPES = ["FS", "SS", "FF", "SF"] as const;
export type DependencyType = (typeof DEPENDENCY_TYPES)[number];

export interface DatedTask {
  id: string;
  startDate: string | null;
  dueDate: string | null;
}

export interface DependencyLink {
  id: string;
  predecessorId: string;
  successorId: string;
  type: DependencyType;
  lagDays: number;
}

export interface Span {
  start: number;
  duration: number;
}

export function spanOf(task: DatedTask, calendar: WorkingCalendar): Span | null {
  const first = task.startDate ?? task.dueDate;
  const last = task.dueDate ?? task.startDate;
  if (first === null || last === null) return null;
  const start = workingIndexOnOrAfter(calendar, first);
  return { start, duration: Math.max(1, workingIndexOnOrBefore(calendar, last) - start + 1) };
}

/** The task's dates at a new start, keeping its duration and which of its dates are set. */
export function datesAt(task: DatedTask, span: Span, calendar: WorkingCalendar): DatedTask {
  const startDate = dayAtWorkingIndex(calendar, span.start);
  const dueDate = dayAtWorkingIndex(calendar, span.start + span.duration - 1);
  return {
    id: task.id,
    startDate: task.startDate === null ? null : startDate,
    dueDate: task.dueDate === null ? null : task.startDate === null ? startDate : dueDate,
  };
}

/** The earliest start the link allows its successor (of `successorDuration`). */
export function earliestStartAfter(link: DependencyLink, predecessor: Span, successorDuration: number): number {
  const anchor = link.type[0] === "F" ? predecessor.start + predecessor.duration : predecessor.start;
  return anchor + link.lagDays - (link.type[1] === "F" ? successorDuration : 0);
}

/** The latest finish the link allows its predecessor (of `predecessorDuration`). */
function latestFinishBefore(link: DependencyLink, successor: Span, predecessorDuration: number): number {
  const anchor = link.type[1] === "F" ? successor.start + successor.duration : successor.start;
  return anchor - link.lagDays + (link.type[0] === "S" ? predecessorDuration : 0);
}

export class DependencyCycleError extends Error {
  constructor(readonly taskIds: string[]) {
    super(`The dependencies form a loop through ${taskIds.length} tasks`);
  }
}

/** Task indexes and links in adjacency arrays; links touching a task outside `tasks` are left out. */
export interface Network {
  ids: string[];
  spans: Span[];
  links: DependencyLink[];
  linkFrom: number[];
  linkTo: number[];
  outgoing: number[][];
  incoming: number[][];
  /** Task indexes, every predecessor before its successors. */
  order: number[];
}

export function buildNetwork(spansById: Map<string, Span>, dependencies: readonly DependencyLink[]): Network {
  const ids = [...spansById.keys()];
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const network: Network = {
    ids,
    spans: ids.map((id) => spansById.get(id)!),
    links: [],
    linkFrom: [],
    linkTo: [],
    outgoing: ids.map(() => []),
    incoming: ids.map(() => []),
    order: [],
  };
  for (const link of dependencies) {
    const from = indexOf.get(link.predecessorId);
    const to = indexOf.get(link.successorId);
    if (from === undefined || to === undefined) continue;
    const linkIndex = network.links.push(link) - 1;
    network.linkFrom.push(from);
    network.linkTo.push(to);
    network.outgoing[from].push(linkIndex);
    network.incoming[to].push(linkIndex);
  }
  network.order = topologicalOrder(network);
  return network;
}

function topologicalOrder({ ids, incoming, outgoing, linkTo }: Network): number[] {
  const waiting = incoming.map((links) => links.length);
  const order = ids.flatMap((_, index) => (waiting[index] === 0 ? [index] : []));
  for (let head = 0; head < order.length; head++) {
    for (const link of outgoing[order[head]]) {
      if (--waiting[linkTo[link]] === 0) order.push(linkTo[link]);
    }
  }
  if (order.length < ids.length) throw new DependencyCycleError(ids.filter((_, index) => waiting[index] > 0));
  return order;
}

export function spansOf(tasks: readonly DatedTask[], calendar: WorkingCalendar): Map<string, Span> {
  const spans = new Map<string, Span>();
  for (const task of tasks) {
    const span = spanOf(task, calendar);
    if (span) spans.set(task.id, span);
  }
  return spans;
}

export interface TaskFloat {
  taskId: string;
  earlyStart: string;
  earlyFinish: string;
  lateStart: string;
  lateFinish: string;
  /** Working days the task can slip without delaying the project's finish. */
  totalFloat: number;
  critical: boolean;
}

export interface CriticalPath {
  tasks: TaskFloat[];
  criticalTaskIds: string[];
  /** Links between critical tasks that drive the successor's early start. */
  criticalDependencyIds: string[];
}

/** Forward and backward pass over the network in topological order: O(tasks + dependencies). */
export function criticalPath(
  tasks: readonly DatedTask[],
  dependencies: readonly DependencyLink[],
  calendar: WorkingCalendar,
): CriticalPath {
  const network = buildNetwork(spansOf(tasks, calendar), dependencies);
  const { spans, links, linkFrom, linkTo, incoming, outgoing, order } = network;
  const early = spans.map((span) => span.start);
  for (const task of order) {
    for (const link of incoming[task]) {
      const predecessor = { start: early[linkFrom[link]], duration: spans[linkFrom[link]].duration };
      early[task] = Math.max(early[task], earliestStartAfter(links[link], predecessor, spans[task].duration));
    }
  }
  const projectFinish = spans.reduce((finish, span, task) => Math.max(finish, early[task] + span.duration), -Infinity);
  const lateFinish = spans.map(() => projectFinish);
  for (let position = order.length - 1; position >= 0; position--) {
    const task = order[position];
    for (const link of outgoing[task]) {
      const successor = { start: lateFinish[linkTo[link]] - spans[linkTo[link]].duration, duration: spans[linkTo[link]].duration };
      lateFinish[task] = Math.min(lateFinish[task], latestFinishBefore(links[link], successor, spans[task].duration));
    }
  }
  const day = (index: number) => dayAtWorkingIndex(calendar, index);
  const floats = network.ids.map((taskId, task) => {
    const { duration } = spans[task];
    const totalFloat = lateFinish[task] - duration - early[task];
    return {
      taskId,
      earlyStart: day(early[task]),
      earlyFinish: day(early[task] + duration - 1),
      lateStart: day(lateFinish[task] - duration),
      lateFinish: day(lateFinish[task] - 1),
      totalFloat,
      critical: totalFloat === 0,
    };
  });
  const criticalDependencyIds = links.flatMap((link, index) => {
    const [from, to] = [linkFrom[index], linkTo[index]];
    if (!floats[from].critical || !floats[to].critical) return [];
    const predecessor = { start: early[from], duration: spans[from].duration };
    return earliestStartAfter(link, predecessor, spans[to].duration) === early[to] ? [link.id] : [];
  });
  return {
    tasks: floats,
    criticalTaskIds: floats.filter((task) => task.critical).map((task) => task.taskId),
    criticalDependencyIds,
  };
}

/**
 * The tasks on a path from `from` to `to` along the links (both included), or null: adding the link
 * to → from would close exactly this loop.
 */
export function pathBetween(dependencies: readonly DependencyLink[], from: string, to: string): string[] | null {
  const successors = new Map<string, string[]>();
  for (const link of dependencies) {
    const list = successors.get(link.predecessorId);
    if (list) list.push(link.successorId);
    else successors.set(link.predecessorId, [link.successorId]);
  }
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const task = queue[head];
    if (task === to) {
      const path = [to];
      while (path[0] !== from) path.unshift(cameFrom.get(path[0])!);
      return path;
    }
    for (const next of successors.get(task) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, task);
        queue.push(next);
      }
    }
  }
  return null;
}
