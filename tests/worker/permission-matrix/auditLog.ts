import type { MatrixRow } from "./row";

/** The audit log (issue 20 §4): the organisation's admins only. */
export const auditLogRows: MatrixRow[] = [
  { call: "auditLog/list", method: "GET", permission: "settings:users", arrange: async () => ({ input: { limit: 5 } }) },
];
