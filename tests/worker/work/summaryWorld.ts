import { inAcme, type Agent, type World } from "./world";

/**
 * Fixtures of my-space and team summary tests: tasks with assignees, due dates
 * and statuses, visits and activity entries, written straight into acme's
 * workspace beside buildWorld()'s world.
 */
type Project = World["publicProject"];

export type TaskSpec = {
  name: string;
  due?: string | null;
  /** An index into world.statuses: 0 to do, 1 in progress, 2 done, 3 closed. */
  status?: number;
  parentId?: string;
  assignees?: Agent[];
  updatedAt?: number;
};

export async function addTasks(world: World, project: Project, specs: TaskSpec[]): Promise<string[]> {
  const ids = specs.map(() => crypto.randomUUID());
  const now = Date.now();
  await inAcme((sql) =>
    specs.forEach((spec, index) => {
      sql.exec(
        `INSERT INTO tasks (id, project_id, group_id, parent_id, name, status_id, due_date, position, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ids[index], project.id, project.groupId, spec.parentId ?? null, spec.name, world.statuses[spec.status ?? 0].id,
        spec.due ?? null, `b${String(index).padStart(5, "0")}`, world.people.owner.userId, now, spec.updatedAt ?? now,
      );
      for (const agent of spec.assignees ?? []) {
        sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", ids[index], agent.userId);
      }
    }),
  );
  return ids;
}

export const assign = (taskId: string, ...agents: Agent[]) =>
  inAcme((sql) => agents.forEach((agent) => sql.exec("INSERT INTO task_assignees (task_id, user_id) VALUES (?, ?)", taskId, agent.userId)));

export const visit = (agent: Agent, projectId: string, at: number) =>
  inAcme((sql) =>
    sql.exec(
      "INSERT OR REPLACE INTO project_visits (user_id, project_id, visited_at) VALUES (?, ?, ?)",
      agent.userId, projectId, at,
    ),
  );

export type ActivitySpec = { verb: string; itemType: string; itemId: string; teamId: string; projectId?: string; actor: Agent };

export const addActivity = (entries: ActivitySpec[]) =>
  inAcme((sql) =>
    entries.forEach((entry, index) =>
      sql.exec(
        `INSERT INTO activity (actor_id, verb, item_type, item_id, team_id, project_id, detail_json, created_at)
         VALUES (?, ?, ?, ?, ?, ?, '{}', ?)`,
        entry.actor.userId, entry.verb, entry.itemType, entry.itemId, entry.teamId, entry.projectId ?? null, Date.now() + index,
      ),
    ),
  );
