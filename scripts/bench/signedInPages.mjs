// Issue 23 §2: the signed-in pages the bench judges against the bare Remix page of the same run
// (my-space and a project's List, Kanban and Gantt), and what each dependency patch of decisions
// 0033 and 0034 still earns there: the same pages served by a copy of the app without the patch,
// in rounds interleaved with the app as shipped.
import { rmSync } from "node:fs";
import { request, signIn } from "./http.mjs";
import { HOST, seedProjects, visitAll } from "./projects.mjs";
import { startApp, startBareRemix } from "./servers.mjs";
import { interleavedThroughput } from "./throughput.mjs";
import { PATCHES, checkoutWithout } from "./variants.mjs";

/** A patch earns its keep while the pages serve at least this much more with it (the rounds' noise is a few per cent). */
export const PATCH_MIN_GAIN = 0.05;

/** The pages, by name: my-space and the views of a seeded project of 20 tasks, each visited once (a first visit costs more). */
export async function signedInPages(port, cookie) {
  const [{ teamId, projectId }] = await seedProjects(port, 1);
  const project = `/projects/${teamId}/${projectId}`;
  const pages = { "/my-space": "/my-space", "List view": project, "Kanban view": `${project}/kanban`, "Gantt view": `${project}/gantt` };
  await visitAll(port, Object.values(pages), cookie);
  return pages;
}

const PROJECT_ROUTE = "routes/_app.projects.$teamId.$projectId";

/**
 * Issue 40 §1: what else a person waits for on the yardstick's project, by name: the two client
 * navigations (the `.data` request a link click sends, for the route it changes), the List's data
 * with every loader (a reload's revalidation), and the List of a project seeded alike (20 tasks,
 * two groups) with nine custom columns, the column-rich List, against the yardstick's List.
 */
export async function yardstickRequests(port, cookie, pages) {
  const project = pages["List view"];
  const answer = await request(port, HOST, "/api/v2/dev/seedWork", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ teamName: "Columns bench", ownerEmail: "ada@acme.test", projects: [{ name: "Nine columns", tasks: 20, groups: 2, columns: 9 }] }),
  });
  if (answer.status !== 200) throw new Error(`seeding the column-rich List answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const { teamId, projects: [{ projectId }] } = JSON.parse(answer.body).data;
  const requests = {
    "List → Kanban navigation": `${project}/kanban.data?_routes=${encodeURIComponent(`${PROJECT_ROUTE}.kanban`)}`,
    "Kanban → List navigation": `${project}.data?_routes=${encodeURIComponent(`${PROJECT_ROUTE}._index`)}`,
    "List data, every loader": `${project}.data`,
    "List of 20 tasks with nine custom columns": `/projects/${teamId}/${projectId}`,
  };
  await visitAll(port, Object.values(requests), cookie);
  return requests;
}

/** A throughput target of interleavedThroughput: one page, or (`paths`) all of them in turn. */
export const pageTarget = (name, port, cookie, path, paths) => ({
  name,
  url: `http://127.0.0.1:${port}${path}`,
  paths,
  headers: { host: `${HOST}:${port}`, cookie },
  status: "2xx",
});

async function appWithout(file, appPort, barePort) {
  const root = checkoutWithout(file);
  const servers = [await startApp(appPort, root)];
  try {
    const seeded = await fetch(`http://127.0.0.1:${appPort}/api/v2/dev/seed`, { method: "POST" });
    if (!seeded.ok) throw new Error(`seeding the demo data without ${file} answered ${seeded.status}`);
    servers.push(await startBareRemix(barePort, root));
    const cookie = await signIn(appPort);
    const pages = await signedInPages(appPort, cookie);
    return { root, servers, cookie, pages: { ...pages, ...(await yardstickRequests(appPort, cookie, pages)) } };
  } catch (error) {
    for (const server of servers) server.stop();
    throw error;
  }
}

/**
 * Starts, per patch, the app and the bare Remix page without it on ports from `firstPort`, and
 * measures all pages in turn on each against `bareRemix` (the shipped one): rows for the table.
 */
export async function patchEarnings({ pages, cookie, appPort, bareRemix, firstPort, rounds, seconds }) {
  const all = (name, port, pageCookie, pagePaths) => pageTarget(name, port, pageCookie, "/", Object.values(pagePaths));
  const variants = [];
  try {
    const targets = [all("as shipped", appPort, cookie, pages)];
    for (const [index, [name, file]] of Object.entries(PATCHES).entries()) {
      const [variantAppPort, variantBarePort] = [firstPort + 2 * index, firstPort + 2 * index + 1];
      const variant = { name, ...(await appWithout(file, variantAppPort, variantBarePort)) };
      variants.push(variant);
      targets.push(all(`without ${name}`, variantAppPort, variant.cookie, variant.pages));
      targets.push({ name: `bare Remix page without ${name}`, url: `http://127.0.0.1:${variantBarePort}/`, status: "2xx" });
    }
    const { targets: [shipped, ...measured] } = await interleavedThroughput(bareRemix, targets, { rounds, seconds });
    return variants.flatMap(({ name }, index) => {
      const [without, bareWithout] = [measured[2 * index], measured[2 * index + 1]];
      const gain = shipped.rpsRatio / without.rpsRatio - 1;
      return [
        {
          what: `Patch "${name}": the yardstick's requests in turn (documents, navigations, the List's data), with / without it`,
          measured: `${shipped.rps.toFixed(0)} / ${without.rps.toFixed(0)} req/s (${shipped.rpsRatio.toFixed(2)}× / ${without.rpsRatio.toFixed(2)}× the bare Remix page): earns ${(gain * 100).toFixed(0)} %`,
          budget: `earns ≥ ${PATCH_MIN_GAIN * 100} % (else drop it)`,
          pass: gain >= PATCH_MIN_GAIN,
        },
        {
          what: `Patch "${name}": the bare Remix page without it`,
          measured: `${bareWithout.rps.toFixed(0)} req/s = ${bareWithout.rpsRatio.toFixed(2)}× with it`,
        },
      ];
    });
  } finally {
    for (const { servers, root } of variants) {
      for (const server of servers) server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }
}
