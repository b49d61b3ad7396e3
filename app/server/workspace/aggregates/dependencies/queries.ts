import { requireProject } from "../../access";
import { defineQuery } from "../../operations";
import { criticalPathOf } from "./critical";
import { liveDependenciesOf } from "./store";
import { dependencyView } from "./view";

export const dependencyQueries = {
  /** The project's dependencies between visible tasks. */
  "dependencies.list": defineQuery({
    permission: "signed-in",
    handler: (context, { projectId }: { projectId: string }) => {
      const { project } = requireProject(context, projectId, "work:read");
      return liveDependenciesOf(context.sql, project.id).map(dependencyView);
    },
  }),

  /** Each visible dated task's early and late dates and float; `computeMs` is the time spent here (decision record 29). */
  "dependencies.criticalPath": defineQuery({
    permission: "signed-in",
    handler: (context, { projectId }: { projectId: string }) => {
      const { project } = requireProject(context, projectId, "work:read");
      const started = performance.now();
      const path = criticalPathOf(context.sql, project.id);
      return { projectId: project.id, ...path, computeMs: performance.now() - started };
    },
  }),
};
