import type { Context } from "hono";
import type { z } from "zod";
import type { SeedWorkSchema } from "~/schemas/dev";
import { findUserByEmail } from "~/server/directory/users";
import { ApiError } from "../../core/envelope";
import type { ApiEnv } from "../../core/types";
import { workspace } from "../../core/workspace";

/** Generates a team of projects and tasks in the host's workspace (development only: e2e tests and the bench). */
export async function seedWork(c: Context<ApiEnv>, input: z.output<typeof SeedWorkSchema>) {
  const ids = new Map<string, string>();
  const emails = [input.ownerEmail, ...input.members.map((m) => m.email), ...input.projects.flatMap((p) => p.assignees.map((a) => a.email))];
  for (const email of new Set(emails)) {
    const user = await findUserByEmail(c.env.DIRECTORY, email);
    if (!user) throw new ApiError(404, `No user ${email}`);
    ids.set(email, user.id);
  }
  const userId = (email: string) => ids.get(email)!;
  return workspace(c).system({
    name: "workSeed.generate",
    input: {
      ownerId: userId(input.ownerEmail),
      teamName: input.teamName,
      members: input.members.map(({ email, role }) => ({ userId: userId(email), role })),
      today: input.today ?? new Date().toISOString().slice(0, 10),
      projects: input.projects.map(({ assignees, ...project }) => ({
        ...project,
        assignees: assignees.map(({ email, count }) => ({ userId: userId(email), count })),
      })),
    },
  });
}
