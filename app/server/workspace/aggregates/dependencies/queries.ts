import { defineQuery } from "../../operations";
import { criticalPathOf } from "./critical";
import { liveDependenciesOf } from "./store";
import { dependencyView } from "./view";

export const dependencyQueries = {
  /** The project's dependencies between visible tasks. */
  "dependencies.list": defineQuery({
    acts: { resource: "project", from: "projectId", action: "work:read" },
    handler: ({ sql, target: { project } }, _input: { projectId: string }) => liveDependenciesOf(sql, project.id).map(dependencyView),
  }),

  /** Each visible dated task's early and late dates and float; `computeMs` is the time spent here (decision record 29). */
  "dependencies.criticalPath": defineQuery({
    acts: { resource: "project", from: "projectId", action: "work:read" },
    handler: ({ sql, target: { project } }, _input: { projectId: string }) => {
      const started = performance.now();
      const path = criticalPathOf(sql, project.id);
      return { projectId: project.id, ...path, computeMs: performance.now() - started };
    },
  }),
};
