import { createRouter } from "../../core/router";
import { exportJobsApi } from "./exportJobs";
import { exportToPdf, exportToPdfRoute } from "./exportToPdf";
import { projectData, projectDataRoute } from "./projectData";

/** Spec §7 download group, /api/v2/download/<call>: a project's data as a file (issue 19, decisions 0047, 0056 and 0057). */
export const downloadApi = createRouter()
  .openapi(projectDataRoute, (c) => projectData(c, c.req.valid("query")))
  .openapi(exportToPdfRoute, (c) => exportToPdf(c, c.req.valid("query")))
  .route("/", exportJobsApi);
