import { createRouter } from "../../core/router";
import { teamColumnsApi } from "./columns";
import { teamHolidaysApi } from "./holidays";
import { teamMembersApi } from "./members";
import { teamStatusesApi } from "./statuses";
import { teamsApi } from "./teams";

/** Spec §7 team group, /api/v2/team/<call>: one file per sub-area. */
export const teamApi = createRouter()
  .route("/", teamsApi)
  .route("/", teamMembersApi)
  .route("/", teamStatusesApi)
  .route("/", teamColumnsApi)
  .route("/", teamHolidaysApi);
