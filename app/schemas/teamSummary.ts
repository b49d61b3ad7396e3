import * as z from "zod";
import { workId } from "./fields";
import { cursor, day, pageLimit } from "./myspace";

/** Inputs of the spec §7 teamSummary group (query strings). */

/** Every call takes the viewer's today (overdue counts), like my-space. */
export const TeamIdSchema = z.object({ teamId: workId("team"), today: day().optional() });

export const TeamPageSchema = TeamIdSchema.extend({ cursor: cursor(), limit: pageLimit() });

export const CardDetailsSchema = TeamIdSchema.extend({ projectId: workId("project") });

export const PROJECT_VISIBILITIES = ["PUBLIC", "PRIVATE"] as const;

/** The listing's filter: name contains, folder ("none" for projects outside folders), visibility, only those with overdue tasks. */
export const CardFilterSchema = TeamPageSchema.extend({
  search: z.string().trim().max(200).optional(),
  folderId: workId("folder").optional(),
  visibility: z.enum(PROJECT_VISIBILITIES).optional(),
  overdueOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
export type CardFilter = Partial<Pick<z.infer<typeof CardFilterSchema>, "search" | "folderId" | "visibility" | "overdueOnly">>;
