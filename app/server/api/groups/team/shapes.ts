import { z } from "@hono/zod-openapi";
import { WORK_ROLES, ROLES } from "~/lib/permissions";
import { STATUS_CATEGORIES } from "~/lib/statuses";

/** The answers of the team group's calls (data of the envelope). */
export const WorkRoleShape = z.enum(WORK_ROLES);

export const TeamShape = z.object({
  teamId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  defaultStatusId: z.string().nullable(),
  assignedStatusId: z.string().nullable(),
  createdAt: z.number(),
  role: WorkRoleShape.describe("the role the viewer acts with in the team"),
});

export const StatusShape = z.object({
  statusId: z.string(),
  teamId: z.string(),
  name: z.string(),
  category: z.enum(STATUS_CATEGORIES),
  colour: z.string(),
  position: z.string(),
});

export const PersonShape = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  imageKey: z.string().nullable(),
  tenantRole: z.enum(ROLES),
});

export const TeamMemberShape = PersonShape.extend({ role: WorkRoleShape, addedAt: z.number() });
