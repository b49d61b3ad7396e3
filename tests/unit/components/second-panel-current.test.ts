import { describe, expect, it } from "vitest";
import { isCurrentPath } from "~/components/projects/SecondPanel";

// The second panel marks the current project and team as NavLink did, once for all its links.
describe("isCurrentPath", () => {
  const project = "/projects/t1/p1";
  it("is the page itself and the pages under it (a project's Kanban, Gantt)", () => {
    expect(isCurrentPath(project, "/projects/t1/p1")).toBe(true);
    expect(isCurrentPath(project, "/projects/t1/p1/kanban")).toBe(true);
    expect(isCurrentPath(project, "/projects/T1/P1/gantt")).toBe(true);
  });
  it("is not a project whose id starts the same, nor another project", () => {
    expect(isCurrentPath(project, "/projects/t1/p10")).toBe(false);
    expect(isCurrentPath(project, "/projects/t1/p2")).toBe(false);
    expect(isCurrentPath(project, "/projects/t1")).toBe(false);
  });
  it("with `end`, only the page itself: a team's page, not its projects'", () => {
    expect(isCurrentPath("/projects/t1", "/projects/t1", true)).toBe(true);
    expect(isCurrentPath("/projects/t1", "/projects/t1/p1", true)).toBe(false);
  });
});
