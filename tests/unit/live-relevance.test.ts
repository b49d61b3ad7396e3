import { describe, expect, it } from "vitest";
import type { LiveChange } from "~/lib/live/protocol";
import { isOwnEcho, OWN_ECHO_MS, overwrittenMessage, staleBy } from "~/lib/live/relevance";
import { liveReloads, beginLiveRevalidation, endLiveRevalidation } from "~/lib/live/liveRevalidation";

const change = (over: Partial<LiveChange> = {}): LiveChange => ({
  type: "change",
  seq: 7,
  verb: "updated",
  itemType: "task",
  itemId: "t1",
  parentId: "g1",
  projectId: "p1",
  fromProjectId: null,
  teamId: "team1",
  actorId: "ada",
  actorName: "Ada Lovelace",
  fields: ["name"],
  overwrote: null,
  ...over,
});

const onProject = { pathname: "/projects/team1/p1/kanban", projectId: "p1" };

describe("what a change makes stale on a page", () => {
  it("a task of the page's project: its view only", () => {
    expect([...staleBy(change(), onProject)]).toEqual(["view"]);
  });

  it("a task of another project: nothing on a project page, the view on my-space and dashboards", () => {
    const elsewhere = change({ projectId: "p2" });
    expect(staleBy(elsewhere, onProject).size).toBe(0);
    expect([...staleBy(elsewhere, { pathname: "/my-space", projectId: null })]).toEqual(["view"]);
    expect([...staleBy(elsewhere, { pathname: "/dashboard/d1", projectId: null })]).toEqual(["view"]);
    expect(staleBy(elsewhere, { pathname: "/settings/profile", projectId: null }).size).toBe(0);
  });

  it("the page's project itself: the panel, the header and the view; another project: the panel", () => {
    expect([...staleBy(change({ itemType: "project", itemId: "p1" }), onProject)].sort()).toEqual(["header", "panel", "view"]);
    expect([...staleBy(change({ itemType: "project", itemId: "p2", projectId: "p2" }), onProject)]).toEqual(["panel"]);
    expect([...staleBy(change({ itemType: "team", projectId: null }), { pathname: "/projects/team1", projectId: null })]).toEqual(["panel"]);
  });

  it("a task moved out of the page's project: its view, also when the receiver does not see where it went", () => {
    expect([...staleBy(change({ verb: "moved", projectId: "p2", fromProjectId: "p1" }), onProject)]).toEqual(["view"]);
    const leftOnly = change({ verb: "moved", projectId: null, parentId: null, fromProjectId: "p1" });
    expect([...staleBy(leftOnly, onProject)]).toEqual(["view"]);
    expect([...staleBy(leftOnly, { pathname: "/my-space", projectId: null })]).toEqual(["view"]);
  });
});

describe("a page's own edit coming back", () => {
  it("is skipped only when its member posted within the echo window", () => {
    const now = 100_000;
    expect(isOwnEcho(change(), "ada", now - 100, now)).toBe(true);
    expect(isOwnEcho(change(), "ada", now - OWN_ECHO_MS - 1, now)).toBe(false);
    expect(isOwnEcho(change(), "bob", now - 100, now)).toBe(false);
    expect(isOwnEcho(change({ actorId: null }), null, now, now)).toBe(false);
  });
});

describe("the toast of an overwritten edit", () => {
  it("names who changed which fields", () => {
    expect(overwrittenMessage(change())).toBe("Ada Lovelace changed the name you had set.");
    expect(overwrittenMessage(change({ fields: ["statusId", "dueDate", "assigneeIds"] }))).toBe("Ada Lovelace changed the status, due date and assignees you had set.");
  });
});

describe("a live revalidation's scopes", () => {
  const url = new URL("http://acme.localhost/projects/team1/p1");
  it("decide for the layouts while one runs, and only for a reload of the same URL", () => {
    expect(liveReloads("shell", { formMethod: undefined, currentUrl: url, nextUrl: url })).toBeUndefined();
    beginLiveRevalidation(new Set(["view", "header"]));
    try {
      expect(liveReloads("shell", { formMethod: undefined, currentUrl: url, nextUrl: url })).toBe(false);
      expect(liveReloads("header", { formMethod: undefined, currentUrl: url, nextUrl: url })).toBe(true);
      expect(liveReloads("shell", { formMethod: "POST", currentUrl: url, nextUrl: url })).toBeUndefined();
      expect(liveReloads("shell", { formMethod: undefined, currentUrl: url, nextUrl: new URL("http://acme.localhost/my-space") })).toBeUndefined();
    } finally {
      endLiveRevalidation();
    }
    expect(liveReloads("header", { formMethod: undefined, currentUrl: url, nextUrl: url })).toBeUndefined();
  });
});
