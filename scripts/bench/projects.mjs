// The varied project pages of pages.mjs and renderer.mjs: seeded projects, their List, Kanban and
// Gantt pathnames, and one visit of each before measuring.
import { request } from "./http.mjs";

export const HOST = "acme.localhost";

/** `count` small projects (20 tasks each) in teams of ten on the app at `port`: [{ teamId, projectId }]. */
export async function seedProjects(port, count) {
  const projects = [];
  for (let team = 0; projects.length < count; team++) {
    const size = Math.min(10, count - projects.length);
    const answer = await request(port, HOST, "/api/v2/dev/seedWork", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        teamName: `Pages bench ${team + 1}`,
        ownerEmail: "ada@acme.test",
        projects: Array.from({ length: size }, (_, i) => ({ name: `Project ${team * 10 + i + 1}`, tasks: 20, groups: 2 })),
      }),
    });
    if (answer.status !== 200) throw new Error(`seeding answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const { teamId, projects: seeded } = JSON.parse(answer.body).data;
    for (const { projectId } of seeded) projects.push({ teamId, projectId });
  }
  return projects;
}

/** List, Kanban and Gantt of every project, interleaved so that consecutive requests rarely share a pathname. */
export const projectPaths = (projects) =>
  ["", "/kanban", "/gantt"].flatMap((view) => projects.map(({ teamId, projectId }) => `/projects/${teamId}/${projectId}${view}`));

/** Every page once (16 at a time): a project's first visit costs the workspace far more than the next. */
export async function visitAll(port, paths, cookie) {
  const queue = [...paths];
  await Promise.all(Array.from({ length: 16 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const { status } = await request(port, HOST, path, { headers: { cookie } });
      if (status !== 200) throw new Error(`${path} answered ${status}`);
    }
  }));
}
