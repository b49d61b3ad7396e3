import { createRouter } from "../../core/router";
import { columnsApi } from "./columns";

/** Spec §7 project group, /api/v2/project/<call>: one file per sub-area. */
export const projectApi = createRouter().route("/", columnsApi);
