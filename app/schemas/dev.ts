import { z } from "zod";

/** dev/outbox (development only): the mails to one address, or all. */
export const OutboxQuerySchema = z.object({ to: z.string().max(254).optional() });

const seedPerson = z.email().max(254);

/** dev/seedWork (development only): a team with projects of generated tasks, for e2e tests and the bench. */
export const SeedWorkSchema = z.object({
  teamName: z.string().trim().min(2).max(200),
  ownerEmail: seedPerson,
  members: z.array(z.object({ email: seedPerson, role: z.enum(["OWNER", "ADMIN", "MEMBER", "GUEST"]) })).max(50).default([]),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  projects: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(200),
        tasks: z.number().int().min(1).max(20_000),
        groups: z.number().int().min(1).max(100).default(1),
        taskName: z.string().trim().min(1).max(100).optional(),
        assignees: z.array(z.object({ email: seedPerson, count: z.number().int().min(0).max(20_000) })).max(20).default([]),
      }),
    )
    .min(1)
    .max(10),
});
