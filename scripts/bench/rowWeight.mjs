// HTML bytes per task of the signed-in views (issue 23 §2): starts the app (fresh build and demo data) on
// BENCH_PORT (8815), seeds one project of 20 tasks (as the yardstick's pages do) and prints each view's
// HTML size, its task rows and the bytes per row, and how many forms it holds. Alone: node scripts/bench/rowWeight.mjs
import { request, signIn } from "./http.mjs";
import { HOST, seedProjects } from "./projects.mjs";
import { startApp } from "./servers.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8815);

/** Bytes, forms and rows of each page: `rows` counts the elements carrying a task's id as a row or card. */
export async function rowWeights(port, cookie, pages) {
  const weights = [];
  for (const [name, path] of Object.entries(pages)) {
    const { status, body } = await request(port, HOST, path, { headers: { cookie } });
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    const rows = (body.match(/<li[^>]* (?:id="task-|data-task-id=")/g) ?? []).length;
    const forms = (body.match(/<form\b/g) ?? []).length;
    const elements = (body.match(/<[a-z]/gi) ?? []).length;
    const firstRow = body.search(/<li[^>]* (?:id="task-|data-task-id=")/);
    const beforeRows = firstRow < 0 ? elements : (body.slice(0, firstRow).match(/<[a-z]/gi) ?? []).length;
    weights.push({ name, bytes: Buffer.byteLength(body), rows, forms, elements, beforeRows });
  }
  return weights;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startApp(PORT);
  const seeded = await fetch(`http://127.0.0.1:${PORT}/api/v2/dev/seed`, { method: "POST" });
  if (!seeded.ok) throw new Error(`seeding answered ${seeded.status}`);
  const cookie = await signIn(PORT);
  const [{ teamId, projectId }] = await seedProjects(PORT, 1);
  const project = `/projects/${teamId}/${projectId}`;
  const pages = { "List view": project, "Kanban view": `${project}/kanban`, "Gantt view": `${project}/gantt` };
  for (const { name, bytes, rows, forms, elements, beforeRows } of await rowWeights(PORT, cookie, pages)) {
    console.log(`${name}: ${(bytes / 1024).toFixed(1)} KiB HTML, ${elements} elements (${beforeRows} before the first row), ${rows} task rows, ${forms} forms${rows ? `, ${(bytes / rows / 1024).toFixed(2)} KiB per row` : ""}`);
  }
  server.stop();
  process.exit(0);
}
