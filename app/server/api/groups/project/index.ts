import { createRouter } from "../../core/router";
import { columnsApi } from "./columns";
import { projectsApi } from "./projects";

/** Spec §7 project group, /api/v2/project/<call>: one file per sub-area (projects, task groups, columns, the List view). */
export const projectApi = createRouter().route("/", projectsApi).route("/", columnsApi);
