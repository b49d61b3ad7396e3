import { z } from "@hono/zod-openapi";
import { can } from "~/lib/permissions";
import { confirmsName, DeleteOrganizationSchema, ORGANIZATION_DELETION_MESSAGES } from "~/schemas/organizationDeletion";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { secondStepMethods } from "~/server/directory/passkeys";
import { requireSecondStepAgain } from "../user/secondStepCodes";

/**
 * Deleting the organisation (issue 38 §3, decision 0091): a super admin types its name (and gives
 * their second step when they have one); for 30 days its work is refused and a super admin can
 * restore it; then the tenant's alarm removes it for good and the sub-domain is free.
 */
const tags: [string] = ["settings"];

const deletionStatus = apiRoute({
  method: "get",
  path: "/organizationDeletion",
  summary: "Whether the organisation is scheduled for deletion, when it goes and who asked; whether the caller may delete or restore it and must give a code",
  data: z.object({
    organizationName: z.string(),
    scheduled: z.object({ requestedAt: z.number(), purgeAt: z.number(), requestedBy: z.string().nullable() }).nullable(),
    canManage: z.boolean().describe("the caller is a super admin, who may delete or restore it"),
    codeRequired: z.boolean().describe("the caller has an authenticator app on, so deleting asks for a code (or a passkey's confirmation when they have passkeys too)"),
    passkeyAccepted: z.boolean().describe("the caller has passkeys, so deleting can be confirmed with one (user/passkeys/confirm); with no app, it must be"),
  }),
  tags,
});

const deleteOrganization = apiRoute({
  method: "post",
  path: "/deleteOrganization",
  summary: "Schedule the organisation's deletion (super admins; its name typed to confirm, and a code with two-step sign-in): its work is refused at once, it is deleted for good after 30 days unless restored, and every member is mailed",
  input: DeleteOrganizationSchema,
  data: z.object({ purgeAt: z.number() }),
  tags,
});

const restoreOrganization = apiRoute({
  method: "post",
  path: "/restoreOrganization",
  summary: "Restore an organisation scheduled for deletion, within its 30 days (super admins)",
  data: z.object({ restored: z.literal(true) }),
  tags,
});

export const organizationDeletionApi = createRouter()
  .openapi(deletionStatus, async (c) => {
    const { data, viewer } = await runQuery(c, { name: "tenant.deletion", input: {} });
    const canManage = can(viewer.member.role, "organization:delete");
    const asked = canManage && !data.scheduled;
    const methods = asked ? await secondStepMethods(c.env.DIRECTORY, viewer.member.userId) : { totp: false, passkey: false };
    return ok(c, { ...data, canManage, codeRequired: methods.totp, passkeyAccepted: methods.passkey });
  })
  .openapi(deleteOrganization, async (c) => {
    const viewer = await requirePermission(c, "organization:delete");
    if (viewer.session.apiToken) throw new ApiError(403, ORGANIZATION_DELETION_MESSAGES.signedInOnly);
    const { name, ...proof } = c.req.valid("json");
    // The name first, so a mistyped one spends no code; the command checks it again in its transaction.
    if (!confirmsName(name, viewer.tenant.name)) {
      throw new ApiError(400, ORGANIZATION_DELETION_MESSAGES.wrongName, { fields: { name: [ORGANIZATION_DELETION_MESSAGES.wrongName] } });
    }
    await requireSecondStepAgain(c, viewer.member.userId, proof, "deleting the organisation", ORGANIZATION_DELETION_MESSAGES.codeRequired);
    const { data } = await runCommand(c, { name: "tenant.scheduleDeletion", input: { name } });
    return ok(c, { purgeAt: data.purgeAt });
  })
  .openapi(restoreOrganization, async (c) => ok(c, (await runCommand(c, { name: "tenant.restore", input: {} })).data));
