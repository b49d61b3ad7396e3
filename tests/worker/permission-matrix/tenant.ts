import type { MatrixRow } from "./row";

/** The tenant group's calls (spec §7): lookups anyone may make, and the signed-in member's own reads. */
const anyone = (call: string, method: "GET" | "POST", input: Record<string, unknown> = {}): MatrixRow => ({
  call: `tenant/${call}`,
  method,
  arrange: async () => ({ input }),
});

export const tenantRows: MatrixRow[] = [
  anyone("verify", "GET", { subdomain: "acme" }),
  anyone("getOrganizationName", "GET", { subdomain: "acme" }),
  anyone("tenantCountByUsername", "GET", { username: "nobody@acme.test" }),
  {
    call: "tenant/forgotTenant",
    method: "POST",
    arrange: async (_world, actor) => ({ input: { username: actor.email } }),
  },
  anyone("getAllRoles", "GET"),
  { call: "tenant/getRolesForInvite", method: "GET", permission: "invite:send", arrange: async () => ({ input: {} }) },
  // The organisation archives the caller started (Settings › Organisation archive): super admins only.
  { call: "tenant/archives", method: "GET", permission: "organisation:archive", arrange: async () => ({ input: {} }) },
  anyone("getSecondPanelFilter", "GET"),
  anyone("getPinprojects", "GET"),
  {
    call: "tenant/removePinProject",
    method: "POST",
    action: "work:read",
    arrange: async (world) => ({ input: { projectId: world.privateProject.id }, target: { projectId: world.privateProject.id } }),
  },
  // Search answers every member, each with only what they may open (tests/worker/search.test.ts).
  anyone("getGlobalSearch", "POST", { show: "All", searchText: "Task" }),
  anyone("getGlobalSearch", "POST", { show: "subTasks", searchText: "Sub" }),
];
