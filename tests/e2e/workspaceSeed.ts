import { execFileSync } from "node:child_process";
import { acmeWorkspace, hostOf } from "./helpers";

/**
 * Work written straight into acme's workspace file (sqlite3) for end-to-end
 * tests whose subject is not how the team and project came to be; call after
 * ada's sign-in made her member copy.
 */
/** A team owned by ada with two statuses and a public project (named `name`), with a group of `tasks` if given; answers the project's page and ids. */
export function seedProject(tasks: string[] = [], name = "Launch"): { url: string; projectId: string; taskIds: string[]; groupId: string } {
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
     INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES ('${projectId}', '${teamId}', '${name}', 'PUBLIC', '${ada}', 'a0', ${now}, ${now});`,
  ]);
  const groupId = crypto.randomUUID();
  const taskIds = tasks.map(() => crypto.randomUUID());
  if (tasks.length) {
    const rows = tasks.map(
      (taskName, index) =>
        `INSERT INTO tasks (id, project_id, group_id, name, status_id, position, created_by, created_at, updated_at)
         VALUES ('${taskIds[index]}', '${projectId}', '${groupId}', '${taskName}', '${todo}', 'a${index}', '${ada}', ${now}, ${now});`,
    );
    execFileSync("sqlite3", [
      db,
      `INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES ('${groupId}', '${projectId}', 'Backlog', 'a0', ${now});
       ${rows.join("\n")}`,
    ]);
  }
  return { url: `${hostOf("acme")}/projects/${teamId}/${projectId}`, projectId, taskIds, groupId };
}

