import { workingProjects } from "../../access";
import { defineQuery } from "../../operations";
import { teamProjects } from "../projects/store";
import { listingView } from "../projects/view";
import { foldersOfTeams, folderView } from "./store";

export const folderQueries = {
  /** A team's folders in their order, each with the projects in it that the viewer may see. */
  "folders.list": defineQuery({
    acts: { resource: "team", from: "teamId", action: "work:read" },
    handler: (context, _input: { teamId: string }) => {
      const { team } = context.target;
      const projects = teamProjects(context.sql, context.viewer.member.userId, team.id, workingProjects(context, "p")).map(listingView);
      return foldersOfTeams(context.sql, [team.id]).map((folder) => ({
        ...folderView(folder),
        projects: projects.filter((project) => project.folderId === folder.id),
      }));
    },
  }),
};
