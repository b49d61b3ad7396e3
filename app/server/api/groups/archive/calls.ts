import { z } from "@hono/zod-openapi";
import { workId } from "~/schemas/fields";
import { HIDDEN_PLACES, HIDDEN_TYPES, type HiddenItemType } from "~/schemas/archive";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand } from "../../core/session";

/**
 * The archive and bin calls each group has for its items (spec §7: team,
 * folder, project, task group and task archive/delete), one command each
 * (decision record 28); the team group holds the listing, restore and
 * permanent delete for every type.
 */
export const HiddenChangeSchema = z
  .object({
    type: z.enum(HIDDEN_TYPES),
    items: z.array(z.object({ id: z.string(), name: z.string(), teamId: z.string(), projectId: z.string().nullable() })),
  })
  .openapi("HiddenChange");

export const HiddenRowSchema = z
  .object({
    id: z.string(),
    type: z.enum(HIDDEN_TYPES),
    name: z.string(),
    teamId: z.string(),
    projectId: z.string().nullable(),
    location: z.string().describe("where it lives: team, folder, project, group or parent task names"),
    hiddenBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
    hiddenAt: z.number(),
    daysLeft: z.number().nullable().describe("in the bin: whole days until it is deleted permanently"),
    parentHidden: z.boolean().describe("where it was is hidden too: restoring it needs a new parentId"),
    contents: z.object({ folders: z.number(), projects: z.number(), taskGroups: z.number(), tasks: z.number(), subtasks: z.number() }),
  })
  .openapi("HiddenRow");

export const CountsSchema = z.object(Object.fromEntries(HIDDEN_TYPES.map((type) => [type, z.number()])) as Record<HiddenItemType, z.ZodNumber>);

export const ListingSchema = z.object({
  in: z.enum(HIDDEN_PLACES),
  type: z.enum(HIDDEN_TYPES),
  counts: CountsSchema,
  rows: z.array(HiddenRowSchema),
  nextCursor: z.string().nullable(),
  places: z.array(z.object({ id: z.string(), name: z.string() })).nullable().describe("with placesFor: where that item may be restored to"),
});

const COMMANDS = { archive: "archive.archive", bin: "archive.moveToBin" } as const;

/** A router with the one call that archives (or moves to the bin) the item named by `key` in its input. */
export function hideCall<P extends `/${string}`, K extends string>(
  place: keyof typeof COMMANDS,
  options: { path: P; summary: string; tag: string; type: HiddenItemType; key: K; label: string },
) {
  const input = z.object({ [options.key]: workId(options.label) } as Record<K, ReturnType<typeof workId>>);
  const route = apiRoute({ method: "post", path: options.path, summary: options.summary, input, data: HiddenChangeSchema, tags: [options.tag] });
  return createRouter().openapi(route, async (c) => {
    const id = (c.req.valid("json") as Record<K, string>)[options.key];
    return ok(c, (await runCommand(c, { name: COMMANDS[place], input: { type: options.type, ids: [id] } })).data);
  });
}
