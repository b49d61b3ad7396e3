import { describe, expect, it } from "vitest";
import { escapeHtml, highlightMarkup, HIGHLIGHT_CLOSE as C, HIGHLIGHT_OPEN as O } from "~/lib/search/highlight";
import { HIDDEN_TABS, randomRid, searchHitHref } from "~/lib/search/links";
import { matchExpression, searchTerms, MAX_TERMS } from "~/server/workspace/aggregates/search/match";
import type { SearchHit } from "~/schemas/search";

const source = (over: Partial<SearchHit["source"]> = {}): SearchHit["source"] => ({
  id: "item",
  name: "Name",
  teamId: "team",
  projectId: "project",
  taskId: null,
  isDeleted: false,
  isArchived: false,
  projectType: "PUBLIC",
  columns: [],
  ...over,
});
const href = (group: Parameters<typeof searchHitHref>[0], over: Partial<SearchHit["source"]> = {}) => searchHitHref(group, { source: source(over) }, 4321, "/my-space");

describe("search row links (spec §4)", () => {
  it("leads each live item to its place, with the rid", () => {
    expect(href("teams", { id: "team" })).toBe("/projects/team?rid=4321");
    expect(href("projects", { id: "project" })).toBe("/projects/team/project?rid=4321");
    expect(href("groups", { id: "group" })).toBe("/projects/team/project?groupId=group&rid=4321");
    expect(href("tasks", { id: "task", taskId: "task" })).toBe("/projects/team/project?taskId=task&scrollTaskId=task&rid=4321");
    expect(href("subTasks", { id: "sub", taskId: "parent" })).toBe("/projects/team/project?taskId=parent&scrollTaskId=sub&rid=4321");
  });

  it("opens a member's user-info modal, closing back where the search was", () => {
    expect(href("owner", { id: "user-1", teamId: null, projectId: null })).toBe("/people/user-1?back=%2Fmy-space&rid=4321");
  });

  it("sends deleted items to the bin and archived ones to the archive, on their tab and row", () => {
    expect(href("subTasks", { id: "sub", isDeleted: true })).toBe("/bin?tab=subtask&rowId=sub&rid=4321");
    expect(href("groups", { id: "group", isArchived: true })).toBe("/archive?tab=taskGroup&rowId=group&rid=4321");
    expect(Object.values(HIDDEN_TABS)).toEqual(["team", "project", "taskGroup", "task", "subtask"]);
  });

  it("opens a hit in a conversation at its message: a task's, a reply on a subtask, a group's; archived, the item's row", () => {
    const inMessage = (message: NonNullable<SearchHit["message"]>, over: Partial<SearchHit["source"]> = {}) =>
      searchHitHref("tasks", { source: source({ id: message.itemId, ...over }), message }, 4321);
    expect(inMessage({ itemId: "task", itemType: "task", conversationId: "c1", replyId: null })).toBe(
      "/projects/team/project?taskId=task&tab=conversations&conversationId=c1&rid=4321",
    );
    expect(inMessage({ itemId: "sub", itemType: "task", conversationId: "c1", replyId: "r1" })).toBe(
      "/projects/team/project?taskId=sub&tab=conversations&conversationId=c1&replyId=r1&rid=4321",
    );
    expect(inMessage({ itemId: "group", itemType: "taskGroup", conversationId: "c2", replyId: null })).toBe(
      "/projects/team/project?taskGroupId=group&tab=conversations&conversationId=c2&rid=4321",
    );
    expect(inMessage({ itemId: "task", itemType: "task", conversationId: "c1", replyId: null }, { isArchived: true })).toBe("/archive?tab=task&rowId=task&rid=4321");
  });

  it("draws a rid of four digits, 1000 to 9999", () => {
    expect([randomRid(() => 0), randomRid(() => 0.999999)]).toEqual([1000, 9999]);
    for (let i = 0; i < 200; i++) expect(String(randomRid())).toMatch(/^[1-9]\d{3}$/);
  });
});

describe("highlight markup", () => {
  it("escapes the text and marks only the matches", () => {
    expect(highlightMarkup(`<script>${O}alert${C}("x") & 'y'</script>`)).toBe("&lt;script&gt;<mark>alert</mark>(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;");
    expect(highlightMarkup("no match")).toBeUndefined();
    expect(escapeHtml("<b>")).toBe("&lt;b&gt;");
  });
});

describe("the MATCH expression", () => {
  it("quotes every word as a prefix, all required", () => {
    expect(matchExpression("depend cafe")).toBe('"depend"* "cafe"*');
  });

  it("lets no FTS5 syntax through", () => {
    expect(searchTerms('"a" b* NEAR(c d) -e {name}: ^f')).toEqual(["a", "b", "NEAR", "c", "d", "e", "name", "f"]);
    expect(matchExpression('"**"')).toBeNull();
    expect(matchExpression("x ".repeat(20))?.match(/"x"\*/g)).toHaveLength(MAX_TERMS);
    expect(searchTerms("Café naïve")).toEqual(["Café", "naïve"]);
  });
});
