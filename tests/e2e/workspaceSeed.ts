import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { E2E_PORT } from "../../playwright.config";
import { hostOf } from "./helpers";

/**
 * Work written straight into acme's workspace file (sqlite3) for end-to-end
 * tests whose subject is not how the team and project came to be; call after
 * ada's sign-in made her member copy.
 */
const workspaceDir = join(`.wrangler/e2e-state-${E2E_PORT}`, "v3/do/meridian-TenantWorkspace");

export function acmeWorkspace(): string {
  for (const file of readdirSync(workspaceDir).filter((name) => /^[0-9a-f]{64}\.sqlite$/.test(name))) {
    const path = join(workspaceDir, file);
    if (execFileSync("sqlite3", [path, "SELECT subdomain FROM tenant"]).toString().trim() === "acme") return path;
  }
  throw new Error("acme's workspace is not there yet");
}

/** A team owned by ada with two statuses and a public project, with a group of `tasks` if given; answers the project's page. */
export function seedProject(tasks: string[] = []): { url: string; taskIds: string[]; groupId: string } {
  const db = acmeWorkspace();
  const ada = execFileSync("sqlite3", [db, "SELECT user_id FROM members WHERE email = 'ada@acme.test'"]).toString().trim();
  const [teamId, todo, doing, projectId] = Array.from({ length: 4 }, () => crypto.randomUUID());
  const now = Date.now();
  execFileSync("sqlite3", [
    db,
    `INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES ('${teamId}', 'E2E team', '${ada}', '${todo}', '${ada}', ${now}, ${now});
     INSERT INTO team_members (team_id, user_id, role, added_at) VALUES ('${teamId}', '${ada}', 'OWNER', ${now});
     INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES ('${todo}', '${teamId}', 'To Do', 'TODO', '#64748b', 'a0', ${now});
     INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES ('${doing}', '${teamId}', 'In Progress', 'IN_PROGRESS', '#2563eb', 'a1', ${now});
     INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES ('${projectId}', '${teamId}', 'Launch', 'PUBLIC', '${ada}', 'a0', ${now}, ${now});`,
  ]);
  const groupId = crypto.randomUUID();
  const taskIds = tasks.map(() => crypto.randomUUID());
  if (tasks.length) {
    const rows = tasks.map(
      (name, index) =>
        `INSERT INTO tasks (id, project_id, group_id, name, status_id, position, created_by, created_at, updated_at)
         VALUES ('${taskIds[index]}', '${projectId}', '${groupId}', '${name}', '${todo}', 'a${index}', '${ada}', ${now}, ${now});`,
    );
    execFileSync("sqlite3", [
      db,
      `INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES ('${groupId}', '${projectId}', 'Backlog', 'a0', ${now});
       ${rows.join("\n")}`,
    ]);
  }
  return { url: `${hostOf("acme")}/projects/${teamId}/${projectId}`, taskIds, groupId };
}

