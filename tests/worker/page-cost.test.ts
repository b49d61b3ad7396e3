import { SELF } from "cloudflare:test";
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import * as build from "remix-build";
import { decode } from "turbo-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { ADA, get, origin, seed, signIn } from "./helpers";
import { storageCostOf } from "./storageCost";
import { agentFor, buildWorld, call, inAcme } from "./work/world";

beforeAll(seed);

/** The storage round trips of one signed-in page view of acme. */
async function costOf(path: string, cookie: string) {
  const { response, durableObject, d1 } = await storageCostOf(() => get(`${origin("acme")}${path}`, { cookie }));
  expect(response.status).toBe(200);
  return { durableObject, d1 };
}

/**
 * docs/architecture.md invariant 2: each loader of a signed-in page on a tenant host
 * costs at most one Durable Object round trip (the session check rides on its
 * data) and no page view queries D1. The shell's loader (`_app`, who is here)
 * needs only the session check, so it rides on the page's own data query
 * (decision 0034): a page with one data loader costs one round trip. The queries
 * the loaders of one page start together go in one call (decision record 62): a
 * page costs one round trip however many data loaders it has.
 */
describe("what a signed-in page costs (demo super admin on acme)", () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signIn());
  });

  it("my-space: two loaders, one Durable Object call (the page's overview carries the shell's session check), no D1", async () => {
    expect(await costOf("/my-space", cookie)).toEqual({ durableObject: ["query myspace.overview"], d1: [] });
  });

  it("settings, profile details: two loaders, two Durable Object calls (the profile needs the user id the session check answers first), no D1", async () => {
    expect(await costOf("/settings/profile/details", cookie)).toEqual({
      durableObject: ["query members.profile", "query sessions.viewer"],
      d1: [],
    });
  });

  it("settings, invites: two loaders, one Durable Object call (the pending invites carry the session check; the shell and the roles reuse it), no D1", async () => {
    expect(await costOf("/settings/invites", cookie)).toEqual({ durableObject: ["query invites.pending"], d1: [] });
  });

  it("notifications: two loaders, one Durable Object call (the list carries the session check), no D1", async () => {
    expect(await costOf("/notifications", cookie)).toEqual({ durableObject: ["query notifications.list"], d1: [] });
  });

  it("team settings: one Durable Object call for both data loaders (second panel, settings; the shell's check rides on them), no D1", async () => {
    const { body } = await call(await agentFor(ADA), "POST", "team/create", { name: "Cost" });
    expect(await costOf(`/projects/${body.data.teamId as string}/settings`, cookie)).toEqual({
      durableObject: ["queries projects.secondPanel+teams.settings"],
      d1: [],
    });
  });

  it("my-space with the pricing open: one Durable Object call, and the plan catalogue from D1 (decision 0018)", async () => {
    expect(await costOf("/my-space?subscription=0", cookie)).toEqual({
      durableObject: ["query myspace.overview"],
      d1: ["SELECT * FROM plans"],
    });
  });

  it("my-space with an upgrade request: still one Durable Object call (the request shares the session check)", async () => {
    // acme's demo is on a Business trial: Premium is the upgrade.
    expect(await costOf("/my-space?subscription=upgrade&planId=premium", cookie)).toEqual({
      durableObject: ["query myspace.overview"],
      d1: ["SELECT * FROM plans", "batch of 2"],
    });
  });

  it("a project's Kanban board: one Durable Object call for the page (the panel, the project's header and the board); none for the shell, no D1", async () => {
    const ada = await agentFor(ADA);
    const { body } = await call(ada, "POST", "team/create", { name: "Board cost" });
    const teamId = body.data.teamId as string;
    const project = await call(ada, "POST", "project/createPublicProject", { teamId, name: "Board" });
    const { durableObject, d1 } = await costOf(`/projects/${teamId}/${project.body.data.projectId as string}/kanban`, cookie);
    expect(durableObject).toEqual(["queries kanban.getColumns+projects.metaData+projects.secondPanel"]);
    expect(d1).toEqual([]);
  });

  it.each(["/archive?tab=project", "/bin?tab=task&rowId=none"])("%s: one Durable Object call (the listing carries its counts and the session check), no D1", async (path) => {
    expect(await costOf(path, cookie)).toEqual({ durableObject: ["query archive.listing"], d1: [] });
  });

  it("new team: the shell's one Durable Object call (no data query to ride on), no D1", async () => {
    expect(await costOf("/teams/new", cookie)).toEqual({ durableObject: ["query sessions.viewer"], d1: [] });
  });
});

describe("what the Gantt page costs", () => {
  it("one Durable Object call for the three data loaders (second panel, project header, chart; the shell's check rides on them), no D1; the chart is in the server's HTML", async () => {
    const { teamId, privateProject, people } = await buildWorld();
    await inAcme((sql) => sql.exec("UPDATE tasks SET start_date = '2026-12-01', due_date = '2026-12-04' WHERE id = ?", privateProject.taskId));
    const path = `/projects/${teamId}/${privateProject.id}/gantt?zoom=day&critical=1`;
    const { response, durableObject, d1 } = await storageCostOf(() => get(`${origin("acme")}${path}`, { cookie: `meridian-session=${people.ada.token}` }));
    expect(response.status).toBe(200);
    expect(durableObject).toEqual(["queries gantt.window+projects.metaData+projects.secondPanel"]);
    expect(d1).toEqual([]);
    const html = await response.text();
    expect(html).toContain('aria-label="Timeline of PRIVATE project"');
    expect(html).toContain('aria-label="Task: 01 Dec, 2026 to 04 Dec, 2026"');
  }, 60_000);
});

/** The routes a page matches, from the root down to the page's own route (the server build's route tree). */
function matchesOf(routeId: string) {
  const chain: Array<NonNullable<(typeof build.routes)[string]>> = [];
  for (let route: (typeof build.routes)[string] | undefined = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  return chain;
}

type ClientExports = { shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean };

/**
 * A post from a fetcher on a page and the revalidation that follows, as the
 * browser makes them (Remix single fetch): the action's `.data` call, then
 * one `.data` call for the loaders that revalidate, each route asked through
 * its own shouldRevalidate (its `_routes` when some opt out).
 */
async function fetcherPostCost(
  path: string,
  routeId: string,
  fields: Record<string, string>,
  session: { cookie: string; csrf: string },
  { everyLoader = false } = {},
) {
  const url = new URL(`${origin("acme")}${path}`);
  // An index route's action is asked for by `?index` (Remix), its loaders without.
  const index = build.routes[routeId]?.index ? "?index" : "";
  const form = new URLSearchParams({ csrf: session.csrf, viaFetcher: "1", ...fields });
  const withLoaders = matchesOf(routeId).filter((route) => route.module.loader);
  const revalidatingAfter = (actionResult: unknown) =>
    withLoaders.filter((route) => {
      const args: ShouldRevalidateFunctionArgs = {
        currentUrl: url,
        currentParams: {},
        nextUrl: url,
        nextParams: {},
        formMethod: "POST",
        formAction: `${url.pathname}${index}`,
        formEncType: "application/x-www-form-urlencoded",
        formData: toFormData(form),
        actionStatus: 200,
        actionResult,
        defaultShouldRevalidate: true,
      };
      const { shouldRevalidate } = route.module as ClientExports;
      return everyLoader || !shouldRevalidate ? true : shouldRevalidate(args);
    });
  let actionStatus = 0;
  let revalidating: typeof withLoaders = [];
  const cost = await storageCostOf(async () => {
    const posted = await SELF.fetch(`${url.origin}${url.pathname}.data${index}`, {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded", origin: url.origin },
      body: form,
      redirect: "manual",
    });
    actionStatus = posted.status;
    // What the fetcher reads (single fetch answers the action's data as a turbo-stream), which the views' shouldRevalidate may read.
    const answer = (await decode(posted.body!)).value as { data?: unknown };
    revalidating = revalidatingAfter(answer.data);
    const routes = revalidating.length < withLoaders.length ? `?_routes=${revalidating.map((route) => route.id).join(",")}` : "";
    return get(`${url.origin}${url.pathname}.data${routes}`, { cookie: session.cookie });
  });
  expect(actionStatus).toBe(200);
  expect(cost.response.status).toBe(200);
  return { revalidating: revalidating.map((route) => route.id), durableObject: cost.durableObject, d1: cost.d1 };
}

const toFormData = (form: URLSearchParams) => {
  const data = new FormData();
  for (const [name, value] of form) data.append(name, value);
  return data;
};

/**
 * Invariant 2 for a post: the action's one Durable Object call, and the
 * revalidation's for what the post can have changed. The layouts above a
 * project's views (the shell, the projects panel, the project's header) keep
 * their data after a post of the project's work (app/intents/revalidation.ts).
 */
describe("what a post on a project's view costs, with the revalidation that follows", () => {
  const kanban = "routes/_app.projects.$teamId.$projectId.kanban";
  const list = "routes/_app.projects.$teamId.$projectId._index";
  let session: { cookie: string; csrf: string };
  let world: Awaited<ReturnType<typeof buildWorld>>;
  beforeAll(async () => {
    session = await signIn();
    world = await buildWorld();
  }, 60_000);

  it("a Load more (only loaded or limit changes) revalidates the view, and no layout above it", () => {
    const base = `${origin("acme")}/projects/${world.teamId}/${world.publicProject.id}`;
    const gantt = "routes/_app.projects.$teamId.$projectId.gantt";
    const revalidating = (routeId: string, from: string, to: string) =>
      matchesOf(routeId)
        .filter((route) => route.module.loader)
        .filter((route) => {
          const { shouldRevalidate } = route.module as ClientExports;
          const args = { currentUrl: new URL(from), currentParams: {}, nextUrl: new URL(to), nextParams: {}, defaultShouldRevalidate: true } as ShouldRevalidateFunctionArgs;
          return !shouldRevalidate || shouldRevalidate(args);
        })
        .map((route) => route.id);
    expect(revalidating(list, `${base}?sort=name`, `${base}?sort=name&loaded=g1%3A100`)).toEqual(["root", list]);
    expect(revalidating(gantt, `${base}/gantt?zoom=day`, `${base}/gantt?zoom=day&limit=100`)).toEqual(["root", gantt]);
    // Any other change of the address is a navigation as Remix makes it.
    expect(revalidating(list, `${base}?loaded=g1%3A100`, `${base}?loaded=g1%3A100&sort=name`).length).toBeGreaterThan(2);
  });

  it("a card move within its column: one Durable Object call (the move, whose answer brings the card the board puts in place), where every loader revalidating cost four (two since their queries go together); no D1", async () => {
    const { teamId, publicProject, statuses } = world;
    const path = `/projects/${teamId}/${publicProject.id}/kanban`;
    const move = { intent: "moveCard", board: "STATUS", taskId: publicProject.taskId, from: statuses[0].id, to: statuses[0].id };
    const { durableObject, d1, revalidating } = await fetcherPostCost(path, kanban, move, session);
    expect(revalidating).toEqual(["root"]);
    expect(durableObject).toEqual(["command kanban.moveCard"]);
    expect(d1).toEqual([]);
    const before = await fetcherPostCost(path, kanban, move, session, { everyLoader: true });
    expect(before.durableObject).toEqual(["command kanban.moveCard", "queries kanban.getColumns+projects.metaData+projects.secondPanel"]);
  });

  it("a card move on a board by priority: one Durable Object call (its status, and so the project's progress, stays: the board keeps its data)", async () => {
    const { teamId, publicProject } = world;
    const { durableObject } = await fetcherPostCost(`/projects/${teamId}/${publicProject.id}/kanban`, kanban, {
      intent: "moveCard",
      board: "PRIORITY",
      taskId: publicProject.taskId,
      from: "NONE",
      to: "HIGH",
    }, session);
    expect(durableObject).toEqual(["command kanban.moveCard"]);
  });

  it("a card move to another status: two calls, the board's answer bringing the project's progress for the header", async () => {
    const { teamId, publicProject, statuses } = world;
    const { durableObject, revalidating } = await fetcherPostCost(`/projects/${teamId}/${publicProject.id}/kanban`, kanban, {
      intent: "moveCard",
      board: "STATUS",
      taskId: publicProject.taskId,
      from: statuses[0].id,
      to: statuses[2].id,
    }, session);
    expect(revalidating).toEqual(["root", kanban]);
    expect(durableObject).toEqual(["command kanban.moveCard", "query kanban.getColumns"]);
  });

  it("a task's status changed on the List view: two calls, the list's answer bringing the project's progress", async () => {
    const { teamId, publicProject, statuses } = world;
    const { durableObject, revalidating } = await fetcherPostCost(`/projects/${teamId}/${publicProject.id}`, list, {
      intent: "updateTask",
      taskId: publicProject.taskId,
      statusId: statuses[1].id,
    }, session);
    expect(revalidating).toEqual(["root", list]);
    expect(durableObject).toEqual(["command tasks.update", "query tasks.list"]);
  });

  it("an inline edit on the List view (a task's due date): two Durable Object calls (the edit, the list)", async () => {
    const { teamId, publicProject } = world;
    const { durableObject, d1 } = await fetcherPostCost(`/projects/${teamId}/${publicProject.id}`, list, {
      intent: "updateTask",
      taskId: publicProject.taskId,
      dueDate: "2026-12-10",
    }, session);
    expect(durableObject).toEqual(["command tasks.update", "query tasks.list"]);
    expect(d1).toEqual([]);
  });
});
