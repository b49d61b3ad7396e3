import { DAY_MS } from "~/lib/days";
import { addWorkingDays } from "~/lib/schedule/calendar";
import { defineSystem } from "../../operations";
import { keysAfter } from "../../order";
import { seedColumns } from "./columns";
import { seedConversations, type ConversationSeed } from "./conversations";

/**
 * Generated work for development, end-to-end tests and the bench (decision
 * record 27): a team with its statuses and members, and projects of any size
 * whose tasks have due dates spread around `today` and assignees. Reached only
 * through POST /api/v2/dev/seedWork, which a production deployment answers 404.
 */
export type WorkSeed = {
  ownerId: string;
  teamName: string;
  members: Array<{ userId: string; role: "OWNER" | "ADMIN" | "MEMBER" | "GUEST" }>;
  today: string;
  projects: Array<{
    name: string;
    tasks: number;
    groups: number;
    /** The first `count` tasks (in order) go to each of these people. */
    assignees: Array<{ userId: string; count: number }>;
    taskName?: string;
    /**
     * Dependencies (decision record 29): the first `chain` tasks become a finish-to-start chain of
     * one-working-day tasks from `today`; `random` more links join random later tasks (never the
     * chain's), always from an earlier task to a later one, so there is no loop.
     */
    dependencies?: { chain: number; random: number };
    /** Conversations, and replies spread over them, on the project's first task (seedConversations). */
    conversations?: ConversationSeed;
    /** Custom columns with a value in every task (seedColumns). */
    columns?: number;
  }>;
};

const STATUSES = [
  ["To Do", "TODO", "#64748b"],
  ["In Progress", "IN_PROGRESS", "#2563eb"],
  ["Done", "DONE", "#16a34a"],
  ["Closed", "CLOSED", "#0f172a"],
] as const;

const dueDate = (today: string, index: number) =>
  index % 7 === 6 ? null : new Date(Date.parse(`${today}T00:00:00Z`) + ((index % 41) - 10) * DAY_MS).toISOString().slice(0, 10);

function seedProject(sql: SqlStorage, seed: WorkSeed, teamId: string, statusIds: string[], spec: WorkSeed["projects"][number], position: string, now: number) {
  const projectId = crypto.randomUUID();
  sql.exec(
    `INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, ?, 'PUBLIC', ?, ?, ?, ?)`,
    projectId, teamId, spec.name, seed.ownerId, position, now, now,
  );
  const groupIds = keysAfter(null, spec.groups).map((key, index) => {
    const groupId = crypto.randomUUID();
    sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)", groupId, projectId, `Group ${index + 1}`, key, now);
    return groupId;
  });
  const perGroup = Math.ceil(spec.tasks / spec.groups);
  const taskIds: string[] = [];
  for (let g = 0; g < spec.groups; g++) {
    const count = Math.max(0, Math.min(perGroup, spec.tasks - g * perGroup));
    keysAfter(null, count).forEach((key, k) => {
      const index = g * perGroup + k;
      const taskId = crypto.randomUUID();
      sql.exec(
        `INSERT INTO tasks (id, project_id, group_id, name, status_id, priority, due_date, position, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        taskId, projectId, groupIds[g], `${spec.taskName ?? "Task"} ${index + 1}`, statusIds[index % 5 === 4 ? 2 : index % 2],
        ["LOW", "NORMAL", "HIGH"][index % 3], dueDate(seed.today, index), key, seed.ownerId, now, now,
      );
      taskIds.push(taskId);
    });
  }
  for (const { userId, count } of spec.assignees) {
    for (const taskId of taskIds.slice(0, count)) sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", taskId, userId);
  }
  if (spec.dependencies) seedDependencies(sql, { projectId, taskIds, today: seed.today, ownerId: seed.ownerId, now }, spec.dependencies);
  if (spec.conversations) seedConversations(sql, { taskId: taskIds[0], ownerId: seed.ownerId, now }, spec.conversations);
  const columnIds = spec.columns ? seedColumns(sql, projectId, taskIds, spec.columns, now) : null;
  return {
    projectId,
    groupIds,
    taskIds: [taskIds[0], taskIds[Math.floor(taskIds.length / 2)], taskIds[taskIds.length - 1]],
    chainHeadId: spec.dependencies?.chain ? taskIds[0] : null,
    columnIds,
  };
}

/** "Estimate" (number), "Budget" (currency, USD) and "Type" (single select of three options), each with a value on every task. */
type Seeded = { projectId: string; taskIds: string[]; today: string; ownerId: string; now: number };

function seedDependencies(sql: SqlStorage, seeded: Seeded, { chain, random }: { chain: number; random: number }) {
  const { projectId, taskIds, today, ownerId, now } = seeded;
  const link = (predecessorId: string, successorId: string) =>
    sql.exec(
      `INSERT OR IGNORE INTO dependencies (id, project_id, predecessor_id, successor_id, type, lag_days, created_by, created_at)
       VALUES (?, ?, ?, ?, 'FS', 0, ?, ?)`,
      crypto.randomUUID(), projectId, predecessorId, successorId, ownerId, now,
    );
  const chained = taskIds.slice(0, Math.min(chain, taskIds.length));
  chained.forEach((taskId, index) => {
    const day = addWorkingDays(today, index);
    sql.exec("UPDATE tasks SET start_date = ?, due_date = ? WHERE id = ?", day, day, taskId);
    if (index > 0) link(chained[index - 1], taskId);
  });
  const rest = taskIds.slice(chained.length);
  // A fixed pseudo-random sequence (mulberry32): the same seed gives the same network.
  let state = 29;
  const next = (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
  for (let count = 0; count < random && rest.length > 1; count++) {
    const a = next(rest.length - 1);
    link(rest[a], rest[a + 1 + next(rest.length - 1 - a)]);
  }
}

export const workSeedSystem = {
  "workSeed.generate": defineSystem({
    handler: ({ sql, now }, seed: WorkSeed) => {
      const teamId = crypto.randomUUID();
      const statusIds = STATUSES.map(() => crypto.randomUUID());
      sql.exec(
        "INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        teamId, seed.teamName, seed.ownerId, statusIds[0], seed.ownerId, now, now,
      );
      const members = new Map(seed.members.map((m) => [m.userId, m.role]));
      members.set(seed.ownerId, "OWNER");
      for (const [userId, role] of members) {
        sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, ?)", teamId, userId, role, now);
      }
      keysAfter(null, STATUSES.length).forEach((key, i) =>
        sql.exec(
          "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
          statusIds[i], teamId, ...STATUSES[i], key, now,
        ),
      );
      const positions = keysAfter(null, seed.projects.length);
      const projects = seed.projects.map((spec, i) => ({ name: spec.name, ...seedProject(sql, seed, teamId, statusIds, spec, positions[i], now) }));
      return { teamId, projects };
    },
  }),
};
