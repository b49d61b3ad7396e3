import { z } from "@hono/zod-openapi";
import { ROLE_DETAILS, ROLES, rolesGrantableBy } from "~/lib/permissions";
import { ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { requireViewer } from "../../core/session";

const tags: [string] = ["tenant"];

const RolesSchema = z.object({ roles: z.array(z.object({ id: z.number(), name: z.enum(ROLES), displayName: z.string() })) });

const getAllRoles = apiRoute({
  method: "get",
  path: "/getAllRoles",
  summary: "Every role of the organisation",
  data: RolesSchema,
  tags,
});

const getRolesForInvite = apiRoute({
  method: "get",
  path: "/getRolesForInvite",
  summary: "The roles the signed-in inviter may grant",
  data: RolesSchema,
  tags,
});

/** Roles are fixed (directory migration 0001), so these calls need no directory query. */
export const rolesApi = createRouter()
  .openapi(getAllRoles, async (c) => {
    await requireViewer(c);
    return ok(c, { roles: [...ROLE_DETAILS] });
  })
  .openapi(getRolesForInvite, async (c) => {
    const viewer = await requirePermission(c, "invite:send");
    const grantable = rolesGrantableBy(viewer.member.role);
    return ok(c, { roles: ROLE_DETAILS.filter((role) => grantable.includes(role.name)) });
  });
