import { HiddenCountsSchema, HiddenListingSchema, HiddenSelectionSchema, RestoreSchema } from "~/schemas/archive";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { CountsSchema, HiddenChangeSchema, hideCall, ListingSchema } from "../archive/calls";

/** Spec §7 team calls of the archive and bin: the team's own archive/delete, and the screen's calls for every type. */
const tags: [string] = ["team"];
const team = { tag: "team", type: "team", key: "teamId", label: "team" } as const;

const counts = apiRoute({
  method: "get",
  path: "/archiveDeleteCounts",
  summary: "How many items of each type the viewer may see in the archive or the bin",
  input: HiddenCountsSchema,
  data: CountsSchema,
  tags,
});

const listing = apiRoute({
  method: "get",
  path: "/archiveDeleteListing",
  summary: "A page of one type's archived or deleted items, newest first, with who hid them, when, days left in the bin and what goes with them",
  input: HiddenListingSchema,
  data: ListingSchema,
  tags,
});

const restore = apiRoute({
  method: "post",
  path: "/restore",
  summary: "Restore archived or deleted items with everything that went with them; an item whose place is hidden needs parentId",
  input: RestoreSchema,
  data: HiddenChangeSchema,
  tags,
});

const permanentDelete = apiRoute({
  method: "post",
  path: "/permanentDelete",
  summary: "Delete items in the bin permanently, with everything in them",
  input: HiddenSelectionSchema,
  data: HiddenChangeSchema,
  tags,
});

export const teamArchiveApi = createRouter()
  .route("/", hideCall("archive", { ...team, path: "/archive", summary: "Archive a team with its folders, projects and tasks" }))
  .route("/", hideCall("bin", { ...team, path: "/delete", summary: "Move a team with its folders, projects and tasks to the bin" }))
  .openapi(counts, async (c) => ok(c, (await runQuery(c, { name: "archive.counts", input: c.req.valid("query") })).data))
  .openapi(listing, async (c) => ok(c, (await runQuery(c, { name: "archive.listing", input: c.req.valid("query") })).data))
  .openapi(restore, async (c) => ok(c, (await runCommand(c, { name: "archive.restore", input: c.req.valid("json") })).data))
  .openapi(permanentDelete, async (c) =>
    ok(c, (await runCommand(c, { name: "archive.permanentDelete", input: c.req.valid("json") })).data),
  );
