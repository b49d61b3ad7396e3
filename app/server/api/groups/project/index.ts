import { createRouter } from "../../core/router";
import { attachmentCalls } from "../attachments";
import { conversationCalls } from "../conversations";
import { columnsApi } from "./columns";
import { dependenciesApi } from "./dependencies";
import { ganttApi } from "./gantt";
import { importApi } from "./import";
import { listApi } from "./list";
import { projectsApi } from "./projects";
import { taskGroupsApi } from "./taskGroups";

/** Spec §7 project group, /api/v2/project/<call>: one file per sub-area (projects, task groups, columns, the List view, dependencies, the Gantt chart). */
export const projectApi = createRouter()
  .route("/", projectsApi)
  .route("/", columnsApi)
  .route("/", taskGroupsApi)
  .route("/", listApi)
  .route("/", dependenciesApi)
  .route("/", ganttApi)
  .route("/", importApi)
  .route("/taskGroups", conversationCalls("groupId", "project"))
  .route("/taskGroups", attachmentCalls("groupId", "project"));
