import { seesEverything } from "~/lib/permissions";
import { workingProjects } from "../../access";
import type { MemberContext } from "../../operations";
import { SCOPED_PROJECTS } from "./tasks";

/** What a widget's form offers: the teams, working projects and active members the editor may choose from. */
export function widgetOptions(context: MemberContext) {
  const visible = workingProjects(context, "p");
  const admin = seesEverything(context.viewer.member.role);
  const projects = context.sql
    .exec<{ id: string; name: string; team_id: string; team_name: string }>(
      `SELECT p.id, p.name, p.team_id, tm.name AS team_name FROM ${SCOPED_PROJECTS}
       WHERE tm.hidden_in IS NULL AND ${visible.where} ORDER BY tm.name, p.name`,
      ...visible.params,
    )
    .toArray();
  const teams = context.sql
    .exec<{ id: string; name: string }>(
      admin
        ? "SELECT id, name FROM teams WHERE hidden_in IS NULL ORDER BY name"
        : "SELECT tm.id, tm.name FROM team_members m CROSS JOIN teams tm ON tm.id = m.team_id WHERE m.user_id = ? AND tm.hidden_in IS NULL ORDER BY tm.name",
      ...(admin ? [] : [context.viewer.member.userId]),
    )
    .toArray();
  const people = context.sql
    .exec<{ user_id: string; first_name: string; last_name: string }>("SELECT user_id, first_name, last_name FROM members WHERE status = 'ACTIVE' ORDER BY first_name, last_name")
    .toArray();
  // The custom columns a widget may group by (single select), filter by (single select, people) or add up (number, currency), of those projects.
  const projectNames = new Map(projects.map((project) => [project.id, project.name]));
  const columns = context.sql
    .exec<{ id: string; project_id: string; name: string; type: string; config_json: string }>(
      `SELECT c.id, c.project_id, c.name, c.type, c.config_json FROM columns c
       WHERE c.project_id IN (SELECT value FROM json_each(?)) AND c.type IN ('SINGLE_SELECT', 'PEOPLE', 'NUMBER', 'CURRENCY') ORDER BY c.project_id, c.position`,
      JSON.stringify([...projectNames.keys()]),
    )
    .toArray()
    .map((row) => {
      const config = JSON.parse(row.config_json) as { options?: Array<{ id: string; label: string }>; currency?: string };
      return {
        columnId: row.id,
        name: row.name,
        type: row.type as "SINGLE_SELECT" | "PEOPLE" | "NUMBER" | "CURRENCY",
        projectId: row.project_id,
        projectName: projectNames.get(row.project_id) ?? "",
        options: (config.options ?? []).map((option) => ({ id: option.id, label: option.label })),
      };
    });
  return {
    columns,
    teams: teams.map((team) => ({ teamId: team.id, name: team.name })),
    projects: projects.map((project) => ({ projectId: project.id, name: project.name, teamId: project.team_id, teamName: project.team_name })),
    people: people.map((person) => ({ userId: person.user_id, name: `${person.first_name} ${person.last_name}` })),
  };
}
