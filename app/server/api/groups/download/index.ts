import { createRouter } from "../../core/router";
import { projectData, projectDataRoute } from "./projectData";

/** Spec §7 download group, /api/v2/download/<call>: a project's data as a file (issue 19, decision 0047). */
export const downloadApi = createRouter().openapi(projectDataRoute, (c) => projectData(c, c.req.valid("query")));
