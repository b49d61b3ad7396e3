import { defineQuery } from "../../operations";

export const projectImportQueries = {
  /** Whether the member may import a project into the team, asked before a CSV is read for its mapping step (issue 41 §2). */
  "projectImport.allowed": defineQuery({
    acts: { resource: "team", from: "teamId", action: "work:structure" },
    restrictedBy: "createProjects",
    handler: ({ target }, _input: { teamId: string }) => ({ teamId: target.team.id }),
  }),
};
