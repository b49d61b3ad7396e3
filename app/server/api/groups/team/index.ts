import { createRouter } from "../../core/router";
import { teamMembersApi } from "./members";
import { teamStatusesApi } from "./statuses";
import { teamsApi } from "./teams";

/** Spec §7 team group, /api/v2/team/<call>: one file per sub-area; other aggregates add one `.route("/", …)` line. */
export const teamApi = createRouter().route("/", teamsApi).route("/", teamMembersApi).route("/", teamStatusesApi);
