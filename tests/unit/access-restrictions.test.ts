import { describe, expect, it } from "vitest";
import { restrictionOf, restrictionsAt, type RestrictionRule } from "~/lib/accessRestrictions";

const rule = (overrides: Partial<RestrictionRule>): RestrictionRule => ({
  accessKey: "ganttView",
  level: "TENANT",
  scopeId: null,
  role: "MEMBER",
  userId: null,
  value: "hidden",
  ...overrides,
});

const bob = { userId: "bob", role: "MEMBER" as const };
const inProject = { teamId: "t1", projectId: "p1" };

describe("restrictionOf", () => {
  it("applies a tenant rule everywhere, a team rule in its team, a project rule in its project only", () => {
    expect(restrictionOf([rule({})], bob, "ganttView")).toBe("hidden");
    const team = [rule({ level: "TEAM", scopeId: "t1" })];
    expect(restrictionOf(team, bob, "ganttView", inProject)).toBe("hidden");
    expect(restrictionOf(team, bob, "ganttView", { teamId: "t2", projectId: "p9" })).toBeNull();
    expect(restrictionOf(team, bob, "ganttView")).toBeNull();
    const project = [rule({ level: "PROJECT", scopeId: "p1" })];
    expect(restrictionOf(project, bob, "ganttView", inProject)).toBe("hidden");
    expect(restrictionOf(project, bob, "ganttView", { teamId: "t1", projectId: "p2" })).toBeNull();
  });

  it("lets the narrower level win, and within a level the person's own rule over their role's", () => {
    const rules = [rule({ value: "hidden" }), rule({ level: "TEAM", scopeId: "t1", value: "disabled" })];
    expect(restrictionOf(rules, bob, "ganttView", inProject)).toBe("disabled");
    expect(restrictionOf([...rules, rule({ level: "PROJECT", scopeId: "p1", value: "hidden" })], bob, "ganttView", inProject)).toBe("hidden");
    const own = [rule({ value: "hidden" }), rule({ role: null, userId: "bob", value: "disabled" })];
    expect(restrictionOf(own, bob, "ganttView")).toBe("disabled");
    expect(restrictionOf([...own].reverse(), bob, "ganttView")).toBe("disabled");
  });

  it("reaches only the role or the person it names, never a super admin, and only its own capability", () => {
    expect(restrictionOf([rule({ role: "GUEST" })], bob, "ganttView")).toBeNull();
    expect(restrictionOf([rule({ role: null, userId: "cy" })], bob, "ganttView")).toBeNull();
    expect(restrictionOf([rule({ role: null, userId: "ada" })], { userId: "ada", role: "SUPER_ADMIN" }, "ganttView")).toBeNull();
    expect(restrictionOf([rule({})], bob, "kanbanView")).toBeNull();
  });

  it("restrictionsAt lists the restricted capabilities of a place", () => {
    const rules = [rule({}), rule({ accessKey: "exportData", level: "PROJECT", scopeId: "p1", value: "disabled" })];
    expect(restrictionsAt(rules, bob, inProject)).toEqual({ ganttView: "hidden", exportData: "disabled" });
    expect(restrictionsAt(rules, bob)).toEqual({ ganttView: "hidden" });
  });
});
