import { z } from "zod";

/** dev/outbox (development only): the mails to one address, or all. */
export const OutboxQuerySchema = z.object({ to: z.string().max(254).optional() });
