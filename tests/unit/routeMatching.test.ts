import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Both builds of the router as patched by patches/@remix-run+router+1.23.3.patch (decision 0033):
// ESM for the browser and the render, CommonJS for Remix's server runtime.
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string>; pathname: string };
type MatchRoutes = (routes: Route[], location: string) => Match[] | null;
type Router = { routes: Route[]; patchRoutes(routeId: string | null, children: Route[]): void };
type RouterModule = { matchRoutes: MatchRoutes; createRouter(init: { routes: Route[]; history: unknown }): Router; createMemoryHistory(): unknown };
const load = createRequire(import.meta.url);
const modules: Array<[string, RouterModule]> = [
  ["ESM", await import(`${process.cwd()}/node_modules/@remix-run/router/dist/router.js`)],
  ["CommonJS", load(`${process.cwd()}/node_modules/@remix-run/router/dist/router.cjs.js`)],
];
const builds: Array<[string, MatchRoutes]> = modules.map(([name, module]) => [name, module.matchRoutes]);

/** A fresh tree of new route objects every call, as Remix builds for every request. */
const tree = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      {
        id: "projects",
        path: "projects",
        children: [
          { id: "project", path: ":projectId" },
          { id: "new-project", path: "new" },
        ],
      },
      { id: "about", path: ":lang?/about" },
      { id: "files", path: "files/*" },
    ],
  },
];

const ids = (matches: Match[] | null) => matches?.map((match) => match.route.id) ?? null;

describe.each(builds)("matchRoutes, %s build, kept per tree shape", (_, matchRoutes) => {
  it("answers each tree with its own route objects and params", () => {
    const first = tree();
    const second = tree();
    const a = matchRoutes(first, "/projects/p1");
    const b = matchRoutes(second, "/projects/p2");
    expect(ids(a)).toEqual(["root", "projects", "project"]);
    expect(a?.[2].route).toBe(first[0].children![1].children![0]);
    expect(b?.[2].route).toBe(second[0].children![1].children![0]);
    expect(b?.[2].params).toEqual({ projectId: "p2" });
    expect(a?.[2].params).toEqual({ projectId: "p1" });
  });

  it("ranks as the router does: a static segment beats a parameter, whatever the order", () => {
    expect(ids(matchRoutes(tree(), "/projects/new"))).toEqual(["root", "projects", "new-project"]);
    expect(ids(matchRoutes(tree(), "/projects/new"))).toEqual(["root", "projects", "new-project"]);
    expect(ids(matchRoutes(tree(), "/"))).toEqual(["root", "home"]);
  });

  it("matches optional segments, splats and encoded paths, and answers null for no match, again and again", () => {
    expect(ids(matchRoutes(tree(), "/fr/about"))).toEqual(["root", "about"]);
    expect(ids(matchRoutes(tree(), "/about"))).toEqual(["root", "about"]);
    expect(matchRoutes(tree(), "/files/a/b")?.[1].params).toEqual({ "*": "a/b" });
    expect(matchRoutes(tree(), "/projects/caf%C3%A9")?.[2].params).toEqual({ projectId: "café" });
    expect(matchRoutes(tree(), "/nowhere/at/all")).toBeNull();
    expect(matchRoutes(tree(), "/nowhere/at/all")).toBeNull();
  });

  it("sees a grown tree (lazy route discovery adds children) as a new one", () => {
    const grown = tree();
    grown[0].children![1].children![0].children = [{ id: "settings", path: "settings" }];
    expect(ids(matchRoutes(tree(), "/projects/p1/settings"))).toBeNull();
    expect(ids(matchRoutes(grown, "/projects/p1/settings"))).toEqual(["root", "projects", "project", "settings"]);
  });
});

describe.each(modules)("matchRoutes, %s build, on a tree it saw before", (_, { matchRoutes, createRouter, createMemoryHistory }) => {
  it("answers the same tree object again and again, each path its own match (the server runtime's routes)", () => {
    const routes = tree();
    for (let round = 0; round < 3; round++) {
      expect(ids(matchRoutes(routes, "/projects/new"))).toEqual(["root", "projects", "new-project"]);
      expect(matchRoutes(routes, "/projects/p1")?.[2].route).toBe(routes[0].children![1].children![0]);
      expect(matchRoutes(routes, "/nowhere/at/all")).toBeNull();
    }
  });

  it("sees the children the router adds to it in place (lazy route discovery's patchRoutes)", () => {
    const router = createRouter({ routes: tree(), history: createMemoryHistory() });
    const seen = router.routes;
    expect(ids(matchRoutes(seen, "/projects/p1/settings"))).toBeNull();
    router.patchRoutes("project", [{ id: "settings", path: "settings" }]);
    expect(ids(matchRoutes(seen, "/projects/p1/settings"))).toEqual(["root", "projects", "project", "settings"]);
  });
});

describe.each(builds)("matchRoutes, %s build, tells shapes apart", (_, matchRoutes) => {
  it("does not mistake a path that spells another route's flags for that route (an index with path '' and a path '!')", () => {
    expect(ids(matchRoutes([{ id: "home", index: true, path: "" }], "/"))).toEqual(["home"]);
    expect(ids(matchRoutes([{ id: "bang", path: "!" }], "/!"))).toEqual(["bang"]);
  });
});

// The router as published (its UMD build is left unpatched): what every patched match must equal.
const published = load(`${process.cwd()}/node_modules/@remix-run/router/dist/router.umd.js`) as { matchRoutes: MatchRoutes };

/** Pathless layouts, case-sensitive paths, splats and indexes side by side: what the whole-path prefilter must not skip. */
const tricky = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "layout", children: [{ id: "inbox", path: "inbox/:itemId?" }, { id: "layout-index", index: true }] },
      { id: "Case", path: "Case/:id", caseSensitive: true },
      { id: "files", path: "files/*" },
      { id: "docs", path: "docs/*", children: [{ id: "docs-x", path: "x" }, { id: "docs-index", index: true }] },
      { id: "team", path: "teams/:teamId", children: [{ id: "team-index", index: true }, { id: "team-rest", path: "*" }] },
      { id: "dotted", path: "v1.0/:name" },
      { id: "everything", path: "*" },
    ],
  },
];

describe.each(builds)("matchRoutes, %s build, equals the published router", (_, matchRoutes) => {
  const paths = ["/", "/inbox", "/inbox/", "/inbox/42", "/INBOX/42", "/inbox//42", "/Case/1", "/case/1", "/files", "/files/", "/files/a/b", "/docs", "/docs/x", "/docs/y", "/docs/y/x", "/teams/t1", "/teams/t1/", "/teams/t1/x/y", "/teams", "/v1.0/a", "/v1x0/a", "/caf%C3%A9", "/a%2Fb/c", "//double", "/nowhere/at/all"];
  it.each(paths)("%s", (path) => {
    const strip = (matches: Match[] | null) => matches?.map(({ route, params, pathname }) => ({ id: route.id, params, pathname })) ?? null;
    expect(strip(matchRoutes(tricky(), path))).toEqual(strip(published.matchRoutes(tricky(), path)));
  });
});
