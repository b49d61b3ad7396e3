import { LINK_INTENT } from "~/components/gantt/GanttView";
import { apiResult } from "~/lib/api-result";
import { CreateDependencySchema } from "~/schemas/dependency";
import { defineIntents, intent } from "./define.server";

/** The Gantt chart's own form (routes/_app.projects.$teamId.$projectId.gantt.tsx): a dependency drawn on it, finish to start without lag (the API's defaults). */
export const ganttIntents = defineIntents({
  [LINK_INTENT]: intent({
    schema: CreateDependencySchema,
    send: async (api, json) => apiResult(await api.project.dependency.create.$post({ json })),
    done: "Dependency added.",
  }),
});
