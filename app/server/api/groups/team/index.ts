import { createRouter } from "../../core/router";
import { teamColumnsApi } from "./columns";

/** Spec §7 team group, /api/v2/team/<call>: one file per sub-area. */
export const teamApi = createRouter().route("/", teamColumnsApi);
