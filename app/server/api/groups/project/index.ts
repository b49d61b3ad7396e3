import { createRouter } from "../../core/router";
import { listApi } from "./list";
import { taskGroupsApi } from "./taskGroups";

/** Spec §7 project group, /api/v2/project/<call>: one file per sub-area. */
export const projectApi = createRouter().route("/", taskGroupsApi).route("/", listApi);
