import { z } from "@hono/zod-openapi";
import { CreateFolderSchema, FolderListSchema, MoveProjectToFolderSchema, UpdateFolderSchema } from "~/schemas/folder";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { hideCall } from "../archive/calls";
import { FolderSchema, FolderWithProjectsSchema, ProjectSchema } from "../project/shapes";

const tags: [string] = ["folder"];
const folder = { tag: "folder", type: "folder", key: "folderId", label: "folder" } as const;

const create = apiRoute({ method: "post", path: "/create", summary: "Create a folder in a team", input: CreateFolderSchema, data: FolderSchema, tags });
const updateFolder = apiRoute({ method: "post", path: "/updateFolder", summary: "Rename a folder", input: UpdateFolderSchema, data: FolderSchema, tags });
const fetchFolderList = apiRoute({
  method: "get",
  path: "/fetchFolderList",
  summary: "A team's folders, each with the projects in it the viewer may see",
  input: FolderListSchema,
  data: z.array(FolderWithProjectsSchema),
  tags,
});
const moveProjectToFolder = apiRoute({
  method: "post",
  path: "/moveProjectToFolder",
  summary: "Put a project into a folder of its team, or (folderId null) take it out of its folder",
  input: MoveProjectToFolderSchema,
  data: ProjectSchema,
  tags,
});

/** Spec §7 folder group, /api/v2/folder/<call>. */
export const folderApi = createRouter()
  .openapi(create, async (c) => ok(c, (await runCommand(c, { name: "folders.create", input: c.req.valid("json") })).data))
  .openapi(updateFolder, async (c) => ok(c, (await runCommand(c, { name: "folders.update", input: c.req.valid("json") })).data))
  .openapi(fetchFolderList, async (c) => ok(c, (await runQuery(c, { name: "folders.list", input: c.req.valid("query") })).data))
  .openapi(moveProjectToFolder, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.moveToFolder", input: c.req.valid("json") })).data),
  )
  .route("/", hideCall("archive", { ...folder, path: "/archive", summary: "Archive a folder with its projects" }))
  .route("/", hideCall("bin", { ...folder, path: "/moveToBin", summary: "Move a folder with its projects to the bin" }));
