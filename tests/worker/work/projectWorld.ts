import { runInDurableObject } from "cloudflare:test";
import { tenantStub } from "../helpers";
import { inAcme, type Agent, type Reply } from "./world";

/** Helpers of the projects and folders tests. */
export const dataOf = <T>(reply: Reply) => reply.body.data as unknown as T;

/** The activity entries of an item, oldest first. */
export const activityOf = (itemId: string) =>
  inAcme((sql) =>
    sql.exec<{ verb: string; item_type: string; team_id: string | null; project_id: string | null; actor_id: string }>(
      "SELECT verb, item_type, team_id, project_id, actor_id FROM activity WHERE item_id = ? ORDER BY id", itemId,
    ).toArray(),
  );

/** A team and a project that exist only in globex's workspace: their ids mean nothing on acme. */
export async function globexIds() {
  const ids = { teamId: crypto.randomUUID(), projectId: crypto.randomUUID(), folderId: crypto.randomUUID() };
  await runInDurableObject(tenantStub("globex"), async (_instance, state) => {
    const sql = state.storage.sql;
    const now = Date.now();
    sql.exec("INSERT INTO teams (id, name, owner_id, created_by, created_at, updated_at) VALUES (?, 'Globex team', 'x', 'x', ?, ?)", ids.teamId, now, now);
    sql.exec("INSERT INTO folders (id, team_id, name, position, created_by, created_at) VALUES (?, ?, 'Globex folder', 'a0', 'x', ?)", ids.folderId, ids.teamId, now);
    sql.exec(
      "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, 'Globex project', 'PUBLIC', 'x', 'a0', ?, ?)",
      ids.projectId, ids.teamId, now, now,
    );
  });
  return ids;
}

/** Another team of acme with `agent` as its owner, written straight into the workspace. */
export async function secondTeam(agent: Agent) {
  const teamId = crypto.randomUUID();
  await inAcme((sql) => {
    sql.exec("INSERT INTO teams (id, name, owner_id, created_by, created_at, updated_at) VALUES (?, 'Second team', ?, ?, 0, 0)", teamId, agent.userId, agent.userId);
    sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'OWNER', 0)", teamId, agent.userId);
  });
  return { teamId };
}
