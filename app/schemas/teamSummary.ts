import * as z from "zod";
import { cursor, day, pageLimit } from "./myspace";

/** Inputs of the spec §7 teamSummary group (query strings). */
const id = () => z.string().trim().min(1).max(100);

/** Every call takes the viewer's today (overdue counts), like my-space. */
export const TeamIdSchema = z.object({ teamId: id(), today: day().optional() });

export const TeamPageSchema = TeamIdSchema.extend({ cursor: cursor(), limit: pageLimit() });

export const CardDetailsSchema = TeamIdSchema.extend({ projectId: id() });

export const PROJECT_VISIBILITIES = ["PUBLIC", "PRIVATE"] as const;

/** The listing's filter: name contains, folder ("none" for projects outside folders), visibility, only those with overdue tasks. */
export const CardFilterSchema = TeamPageSchema.extend({
  search: z.string().trim().max(200).optional(),
  folderId: id().optional(),
  visibility: z.enum(PROJECT_VISIBILITIES).optional(),
  overdueOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
export type CardFilter = Partial<Pick<z.infer<typeof CardFilterSchema>, "search" | "folderId" | "visibility" | "overdueOnly">>;
