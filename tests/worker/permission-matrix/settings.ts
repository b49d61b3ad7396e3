import type { MatrixRow } from "./row";
import { call, newAgent } from "../work/world";

/**
 * Settings › Users (issue 20 §1, decision record 46): the tenant's admins and super admins only.
 * Each change acts on a fresh person, so that no cell sees another's change.
 */
const admins = (call: string, method: "GET" | "POST", arrange: MatrixRow["arrange"]): MatrixRow => ({
  call: `settings/${call}`,
  method,
  permission: "settings:users",
  arrange,
});

/** Settings › Access (issue 20 §3): the same people; lifting a rule that does not exist changes nothing another cell sees. */
const access = (call: string, method: "GET" | "POST", input: Record<string, unknown>): MatrixRow => ({
  call: `settings/${call}`,
  method,
  permission: "settings:access",
  arrange: async () => ({ input }),
});

/** Requiring two-step sign-in (issue 38 §1): super admins only; turning it off changes nothing another cell sees. */
const security = (method: "GET" | "POST", input: Record<string, unknown>): MatrixRow => ({
  call: "settings/secondStepRequirement",
  method,
  permission: "settings:security",
  arrange: async () => ({ input }),
});

export const settingsRows: MatrixRow[] = [
  security("GET", {}),
  security("POST", { required: false }),
  access("restrictions", "GET", {}),
  access("setRestrictions", "POST", { changes: [{ accessKey: "feedback", level: "TENANT", role: "GUEST", value: "none" }] }),
  admins("getUsersProfile", "GET", async () => ({ input: { limit: 5, status: "" } })),
  admins("getViewProfile", "GET", async (world) => ({ input: { userId: world.people.member.userId } })),
  admins("getUsersForTransfer", "GET", async (world) => ({ input: { userId: world.people.member.userId } })),
  admins("changeRole", "POST", async () => ({ input: { userId: (await newAgent("MEMBER")).userId, role: "ADMIN" } })),
  admins("deactivateUser", "POST", async () => ({ input: { userId: (await newAgent("MEMBER")).userId } })),
  admins("reactivateUser", "POST", async (world) => {
    const person = await newAgent("MEMBER");
    await call(world.people.ada, "POST", "settings/deactivateUser", { userId: person.userId });
    return { input: { userId: person.userId } };
  }),
  admins("transferOwnership", "POST", async (world) => {
    const owner = await newAgent("MEMBER");
    await call(owner, "POST", "team/create", { name: "Matrix transfer" });
    return { input: { userId: owner.userId, toUserId: world.people.member.userId, scope: "TEAM" } };
  }),
];
