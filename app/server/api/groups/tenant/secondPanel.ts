import { z } from "@hono/zod-openapi";
import { ProjectIdSchema } from "~/schemas/project";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { PinnedProjectSchema, PinSchema, SecondPanelSchema } from "../project/shapes";

const tags: [string] = ["tenant"];

const getSecondPanelFilter = apiRoute({
  method: "get",
  path: "/getSecondPanelFilter",
  summary: "The projects screen's second panel: pinned projects, then teams → folders → projects the viewer may see",
  data: SecondPanelSchema,
  tags,
});

const getPinprojects = apiRoute({
  method: "get",
  path: "/getPinprojects",
  summary: "The signed-in member's pinned projects, most recently pinned first",
  data: z.array(PinnedProjectSchema),
  tags,
});

const removePinProject = apiRoute({
  method: "post",
  path: "/removePinProject",
  summary: "Unpin a project for the signed-in member",
  input: ProjectIdSchema,
  data: PinSchema,
  tags,
});

/** The tenant calls of the projects screen: its second panel and the member's pins. */
export const secondPanelApi = createRouter()
  .openapi(getSecondPanelFilter, async (c) => ok(c, (await runQuery(c, { name: "projects.secondPanel", input: {} })).data))
  .openapi(getPinprojects, async (c) => ok(c, (await runQuery(c, { name: "projects.pins", input: {} })).data))
  .openapi(removePinProject, async (c) => ok(c, (await runCommand(c, { name: "projects.unpin", input: c.req.valid("json") })).data));
