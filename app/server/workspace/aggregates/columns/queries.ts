import { STATUS_COLUMN } from "~/lib/columns";
import { workingProjects } from "../../access";
import { defineQuery } from "../../operations";
import { listColumns, projectsWithColumnNamed, statusesOfTeam } from "./store";

export const columnQueries = {
  /** The project's columns in order, after the built-in STATUS column with the team's statuses as its options. */
  "columns.list": defineQuery({
    acts: { resource: "project", from: "projectId", action: "work:read" },
    handler: (context, { projectId }: { projectId: string }) => {
      const { project } = context.target;
      return {
        status: { ...STATUS_COLUMN, options: statusesOfTeam(context.sql, project.team_id) },
        columns: listColumns(context.sql, projectId),
      };
    },
  }),

  /**
   * Whether a column name is free in the team: the projects of the team the
   * member can see that already have a column so named (any case).
   */
  "columns.checkName": defineQuery({
    acts: { resource: "team", from: "teamId", action: "work:read" },
    handler: (context, { teamId, name }: { teamId: string; name: string }) => {
      const projects = projectsWithColumnNamed(context.sql, teamId, name, workingProjects(context, "p"));
      return { name, available: projects.length === 0, projects };
    },
  }),
};
