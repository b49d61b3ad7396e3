import type * as z from "zod";
import type { CreateFolderSchema, UpdateFolderSchema } from "~/schemas/folder";
import { defineCommand } from "../../operations";
import { keyBetween } from "../../order";
import { findFolder, folderView, insertFolder, lastFolderPosition, renameFolder } from "./store";

const about = (folder: ReturnType<typeof folderView>) => ({ itemType: "folder", itemId: folder.folderId, teamId: folder.teamId });

export const folderCommands = {
  /** Whoever may create projects in a team may make a folder for them. */
  "folders.create": defineCommand({
    acts: { resource: "team", from: "teamId", action: "work:structure" },
    handler: (context, input: z.output<typeof CreateFolderSchema>) => {
      const { sql, now, viewer, target: { team } } = context;
      const id = crypto.randomUUID();
      const position = keyBetween(lastFolderPosition(sql, team.id), null);
      insertFolder(sql, { id, team_id: team.id, name: input.name, position, created_by: viewer.member.userId }, now);
      return folderView(findFolder(sql, id)!);
    },
    activity: (_input, folder) => ({ verb: "created", ...about(folder), detail: { name: folder.name } }),
  }),

  /** Renaming a folder is managing the team (decision record 22). */
  "folders.update": defineCommand({
    acts: { resource: "folder", from: "folderId", action: "team:manage" },
    handler: (context, input: z.output<typeof UpdateFolderSchema>) => {
      const { folder } = context.target;
      renameFolder(context.sql, folder.id, input.name);
      return { ...folderView({ ...folder, name: input.name }), previousName: folder.name };
    },
    activity: (_input, folder) => ({ verb: "renamed", ...about(folder), detail: { from: folder.previousName, to: folder.name } }),
  }),
};
