import { createRouter } from "../../core/router";
import { attachmentCalls } from "../attachments";
import { conversationCalls } from "../conversations";
import { tasksApi } from "./tasks";
import { valuesApi } from "./values";

/** Spec §7 task group, /api/v2/task/<call>: one file per sub-area. */
export const taskApi = createRouter()
  .route("/", tasksApi)
  .route("/", valuesApi)
  .route("/", conversationCalls("taskId", "task"))
  .route("/", attachmentCalls("taskId", "task"));
