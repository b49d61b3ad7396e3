import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, ROLES, rolesGrantableBy } from "~/lib/permissions";

describe("role permissions", () => {
  it("lets only the super admin upgrade the plan (spec §6)", () => {
    expect(ROLES.filter((role) => can(role, "plan:upgrade"))).toEqual(["SUPER_ADMIN"]);
  });

  it("lets admins and super admins invite and manage users, not members or guests", () => {
    for (const permission of ["invite:send", "invite:manage", "settings:users"] as const) {
      expect(ROLES.filter((role) => can(role, permission))).toEqual(["SUPER_ADMIN", "ADMIN"]);
    }
  });

  it("lets every role manage its own profile", () => {
    expect(ROLES.every((role) => can(role, "profile:self"))).toBe(true);
  });

  it("names only known roles in the table", () => {
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(ROLES).toContain(role);
    }
  });
});

describe("roles an inviter may grant", () => {
  it("never includes SUPER_ADMIN and stays below the inviter", () => {
    expect(rolesGrantableBy("SUPER_ADMIN")).toEqual(["ADMIN", "MEMBER", "GUEST"]);
    expect(rolesGrantableBy("ADMIN")).toEqual(["MEMBER", "GUEST"]);
    expect(rolesGrantableBy("MEMBER")).toEqual([]);
    expect(rolesGrantableBy("GUEST")).toEqual([]);
  });
});
