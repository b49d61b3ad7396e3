import * as z from "zod";
import { singleLineName, workId } from "./fields";

/** Inputs of the spec §7 folder group's calls, with the messages of spec §5. */
export const folderName = () => singleLineName({ label: "Folder Name", min: 2, max: 100 });

export const CreateFolderSchema = z.object({ teamId: workId("team"), name: folderName() });
export const UpdateFolderSchema = z.object({ folderId: workId("folder"), name: folderName() });
/** A folder's id alone: the input of folder/archive and folder/moveToBin (archive/calls.ts hideCall). */
export const FolderIdSchema = z.object({ folderId: workId("folder") });
export const FolderListSchema = z.object({ teamId: workId("team") });
export const MoveProjectToFolderSchema = z.object({
  projectId: workId("project"),
  /** null (or an empty form field) takes the project out of its folder. */
  folderId: z.union([workId("folder"), z.literal("").transform(() => null), z.null()]),
});
