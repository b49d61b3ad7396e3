import { defineReadModel } from "../../aggregate";
import { auditLogQueries } from "./queries";

/** The audit log (issue 20 §4): every command of the activity log, for the organisation's admins. */
export const auditLog = defineReadModel({
  name: "auditLog",
  queries: auditLogQueries,
});
