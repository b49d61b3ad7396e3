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

type DayIndexes = { onOrAfter(day: string): number; onOrBefore(day: string): number };

const calendarIndexes = (calendar: WorkingCalendar): DayIndexes => ({
  onOrAfter: (day) => workingIndexOnOrAfter(calendar, day),
  onOrBefore: (day) => workingIndexOnOrBefore(calendar, day),
});

/** The same lookups, remembered per day: a project's tasks share few distinct dates. */
function memoisedIndexes(calendar: WorkingCalendar): DayIndexes {
  const remember = (find: (day: string) => number) => {
    const known = new Map<string, number>();
    return (day: string) => {
      let index = known.get(day);
      if (index === undefined) known.set(day, (index = find(day)));
      return index;
    };
  };
  const { onOrAfter, onOrBefore } = calendarIndexes(calendar);
  return { onOrAfter: remember(onOrAfter), onOrBefore: remember(onOrBefore) };
}

function spanBy(task: DatedTask, indexes: DayIndexes): Span | null {
  const first = task.startDate ?? task.dueDate;
  const last = task.dueDate ?? task.startDate;
  if (first === null || last === null) return null;
  const start = indexes.onOrAfter(first);
  return { start, duration: Math.max(1, indexes.onOrBefore(last) - start + 1) };
}

export const spanOf = (task: DatedTask, calendar: WorkingCalendar): Span | null => spanBy(task, calendarIndexes(calendar));

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

export class DependencyCycleError extends Error {
  constructor(readonly taskIds: string[]) {
    super(`The dependencies form a loop through ${taskIds.length} tasks`);
  }
}

/**
 * Tasks by index and links in typed adjacency arrays (CSR: the links out of task t are
 * `outLinks[outStart[t] .. outStart[t + 1])`), so a pass over 20,000 links allocates nothing.
 * Links touching a task outside the network are left out.
 */
export interface Network {
  ids: string[];
  starts: Int32Array;
  durations: Int32Array;
  links: DependencyLink[];
  from: Int32Array;
  to: Int32Array;
  lags: Int32Array;
  /** 1 when the link is anchored on the predecessor's finish (FS, FF). */
  fromFinish: Uint8Array;
  /** 1 when the link constrains the successor's finish (FF, SF). */
  toFinish: Uint8Array;
  outStart: Int32Array;
  outLinks: Int32Array;
  inStart: Int32Array;
  inLinks: Int32Array;
  /** Task indexes, every predecessor before its successors. */
  order: Int32Array;
}

/** The start link `l` allows task `to[l]`, given where its predecessor starts. */
export function allowedStart(network: Network, l: number, predecessorStart: number): number {
  const { durations, from, to, lags, fromFinish, toFinish } = network;
  return predecessorStart + (fromFinish[l] ? durations[from[l]] : 0) + lags[l] - (toFinish[l] ? durations[to[l]] : 0);
}

/** The finish link `l` allows task `from[l]`, given where its successor finishes. */
function allowedFinish(network: Network, l: number, successorFinish: number): number {
  const { durations, from, to, lags, fromFinish, toFinish } = network;
  return successorFinish - (toFinish[l] ? 0 : durations[to[l]]) - lags[l] + (fromFinish[l] ? 0 : durations[from[l]]);
}

function adjacency(count: number, ends: Int32Array): { start: Int32Array; links: Int32Array } {
  const start = new Int32Array(count + 1);
  for (const end of ends) start[end + 1]++;
  for (let t = 0; t < count; t++) start[t + 1] += start[t];
  const fill = start.slice(0, count);
  const links = new Int32Array(ends.length);
  ends.forEach((end, l) => (links[fill[end]++] = l));
  return { start, links };
}

/** The network of the dated tasks (an undated one takes no part) and the links between them. */
export function buildNetwork(tasks: readonly DatedTask[], dependencies: readonly DependencyLink[], calendar: WorkingCalendar): Network {
  const indexes = memoisedIndexes(calendar);
  const ids: string[] = [];
  const indexOf = new Map<string, number>();
  const starts = new Int32Array(tasks.length);
  const durations = new Int32Array(tasks.length);
  for (const task of tasks) {
    const span = spanBy(task, indexes);
    if (!span || indexOf.has(task.id)) continue;
    indexOf.set(task.id, ids.length);
    starts[ids.length] = span.start;
    durations[ids.length] = span.duration;
    ids.push(task.id);
  }
  const links: DependencyLink[] = [];
  const from = new Int32Array(dependencies.length);
  const to = new Int32Array(dependencies.length);
  for (const link of dependencies) {
    const f = indexOf.get(link.predecessorId);
    const t = indexOf.get(link.successorId);
    if (f === undefined || t === undefined) continue;
    from[links.length] = f;
    to[links.length] = t;
    links.push(link);
  }
  const count = ids.length;
  const used = { from: from.subarray(0, links.length), to: to.subarray(0, links.length) };
  const out = adjacency(count, used.from);
  const into = adjacency(count, used.to);
  const network: Network = {
    ids,
    starts: starts.subarray(0, count),
    durations: durations.subarray(0, count),
    links,
    ...used,
    lags: Int32Array.from(links, (link) => link.lagDays),
    fromFinish: Uint8Array.from(links, (link) => (link.type[0] === "F" ? 1 : 0)),
    toFinish: Uint8Array.from(links, (link) => (link.type[1] === "F" ? 1 : 0)),
    outStart: out.start, outLinks: out.links, inStart: into.start, inLinks: into.links,
    order: new Int32Array(0),
  };
  network.order = topologicalOrder(network);
  return network;
}

function topologicalOrder({ ids, inStart, outStart, outLinks, to }: Network): Int32Array {
  const waiting = new Int32Array(ids.length);
  const order = new Int32Array(ids.length);
  let size = 0;
  for (let t = 0; t < ids.length; t++) {
    waiting[t] = inStart[t + 1] - inStart[t];
    if (waiting[t] === 0) order[size++] = t;
  }
  for (let head = 0; head < size; head++) {
    const t = order[head];
    for (let k = outStart[t]; k < outStart[t + 1]; k++) {
      if (--waiting[to[outLinks[k]]] === 0) order[size++] = to[outLinks[k]];
    }
  }
  if (size < ids.length) throw new DependencyCycleError(ids.filter((_, t) => waiting[t] > 0));
  return order;
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
  const network = buildNetwork(tasks, dependencies, calendar);
  const { ids, durations, from, to, order, inStart, inLinks, outStart, outLinks } = network;
  const early = network.starts.slice();
  for (const t of order) {
    for (let k = inStart[t]; k < inStart[t + 1]; k++) {
      const l = inLinks[k];
      early[t] = Math.max(early[t], allowedStart(network, l, early[from[l]]));
    }
  }
  let projectFinish = -Infinity;
  for (let t = 0; t < ids.length; t++) projectFinish = Math.max(projectFinish, early[t] + durations[t]);
  const lateFinish = new Int32Array(ids.length).fill(projectFinish);
  for (let position = order.length - 1; position >= 0; position--) {
    const t = order[position];
    for (let k = outStart[t]; k < outStart[t + 1]; k++) {
      const l = outLinks[k];
      lateFinish[t] = Math.min(lateFinish[t], allowedFinish(network, l, lateFinish[to[l]]));
    }
  }
  const days = new Map<number, string>();
  const day = (index: number) => {
    let found = days.get(index);
    if (found === undefined) days.set(index, (found = dayAtWorkingIndex(calendar, index)));
    return found;
  };
  const floats = ids.map((taskId, t) => {
    const totalFloat = lateFinish[t] - durations[t] - early[t];
    return {
      taskId,
      earlyStart: day(early[t]),
      earlyFinish: day(early[t] + durations[t] - 1),
      lateStart: day(lateFinish[t] - durations[t]),
      lateFinish: day(lateFinish[t] - 1),
      totalFloat,
      critical: totalFloat === 0,
    };
  });
  const criticalDependencyIds: string[] = [];
  network.links.forEach((link, l) => {
    if (floats[from[l]].critical && floats[to[l]].critical && allowedStart(network, l, early[from[l]]) === early[to[l]]) {
      criticalDependencyIds.push(link.id);
    }
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
