import { criticalPath, type CriticalPath } from "~/lib/schedule/network";
import { teamCalendar } from "../holidays/store";
import { findProject } from "../projects/store";
import { datedTasksOf, linksOfProject } from "./store";

/** The critical path of a project's visible dated tasks, in its team's working days (for the API and the Gantt). */
export function criticalPathOf(sql: SqlStorage, projectId: string): CriticalPath {
  const project = findProject(sql, projectId);
  if (!project) return { tasks: [], criticalTaskIds: [], criticalDependencyIds: [] };
  return criticalPath(datedTasksOf(sql, projectId), linksOfProject(sql, projectId), teamCalendar(sql, project.team_id));
}
