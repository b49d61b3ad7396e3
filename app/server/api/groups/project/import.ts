import { z } from "@hono/zod-openapi";
import { checkProjectFile } from "~/lib/exports/projectJson";
import { ImportProjectSchema } from "~/schemas/exports";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand } from "../../core/session";

/**
 * project/importProject (issue 19 §3, decision 0047): a new project from a Meridian project file.
 * The whole file is checked here first, every row of it: an error answers 400 with a message per
 * row in `error.fields` and nothing is written; a sound file becomes a project in one command.
 */
export const ImportReportSchema = z.object({
  projectId: z.string(),
  teamId: z.string(),
  name: z.string(),
  counts: z.object({ groups: z.number(), tasks: z.number(), subtasks: z.number(), columns: z.number(), dependencies: z.number() }),
  unassigned: z.array(z.string()).describe("e-mails of people not in the organisation (or who cannot see the project): left unassigned"),
  statuses: z.array(z.object({ from: z.string(), to: z.string() })).describe("statuses the team lacks, and the status their tasks got"),
  notImported: z.object({ conversations: z.number(), attachments: z.number() }),
});

const importProject = apiRoute({
  method: "post",
  path: "/importProject",
  summary: "Create a project in a team from a Meridian project file (JSON export); the whole file is checked first",
  input: ImportProjectSchema,
  data: ImportReportSchema,
  tags: ["project"],
});

export const importApi = createRouter().openapi(importProject, async (c) => {
  const { file, ...input } = c.req.valid("json");
  const checked = checkProjectFile(file);
  if (!checked.ok) throw new ApiError(400, checked.message, { fields: checked.errors });
  const { data } = await runCommand(c, { name: "projectImport.create", input: { ...input, file: checked.file } });
  return ok(c, data);
});
