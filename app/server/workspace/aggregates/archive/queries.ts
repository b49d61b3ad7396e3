import type * as z from "zod";
import type { HiddenCountsSchema, HiddenListingSchema } from "~/schemas/archive";
import { defineQuery } from "../../operations";
import { countsOf, listingOf } from "./listing";
import { placesFor } from "./places";

export const archiveQueries = {
  /** How many items the viewer may see in the archive or the bin, per type (spec §7: archive and delete counts). */
  "archive.counts": defineQuery({
    permission: "signed-in",
    handler: (context, input: z.output<typeof HiddenCountsSchema>) => countsOf(context, input.in),
  }),

  /** One page of a type's archived or deleted items, with the counts of every type (spec §7: archiveDeleteListing). */
  "archive.listing": defineQuery({
    permission: "signed-in",
    handler: (context, input: z.output<typeof HiddenListingSchema>) => ({
      in: input.in,
      type: input.type,
      counts: countsOf(context, input.in),
      ...listingOf(context, input.type, input.in, input),
      places: input.placesFor ? placesFor(context, input.type, input.placesFor) : null,
    }),
  }),
};
