import { TENANT_NOT_FOUND } from "~/schemas/subscription";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { notify } from "../notifications/store";

/** A body's tenantId must be the host's organisation (the tenant comes from the host, never the body). */
export function requireHostTenant({ viewer }: MemberContext, tenantId: string) {
  if (tenantId !== viewer.tenant.id) throw new WorkspaceFailure(404, TENANT_NOT_FOUND);
}

/** `link` is the pricing's path on the host (the notification's), `pricingUrl` the same as a full address (the mail's). */
type UpgradeRequest = {
  tenantId: string;
  plan: { id: string; name: string };
  superAdmins: Array<{ userId: string; email: string }>;
  link: string;
  pricingUrl: string;
};

export const subscriptionCommands = {
  /** A member asks the super admins for `plan`: each gets an in-app notification, and a mail after the commit. */
  "subscription.requestUpgrade": defineCommand({
    permission: "signed-in",
    handler: (context, { tenantId, plan, superAdmins, link }: UpgradeRequest) => {
      requireHostTenant(context, tenantId);
      const { member } = context.viewer;
      const title = `${member.firstName} ${member.lastName} asks to upgrade to ${plan.name}`;
      const body = `${member.firstName} would like ${context.viewer.tenant.name} to move to the ${plan.name} plan. Open the pricing to start its free trial.`;
      const superAdminIds = superAdmins.map((admin) => admin.userId);
      notify(context.sql, superAdminIds, { kind: "upgrade_request", title, body, link, actorId: member.userId }, context.now);
      return { notified: superAdminIds.length };
    },
    activity: ({ plan }) => ({ verb: "upgrade_requested", itemType: "plan", itemId: plan.id, detail: { planName: plan.name } }),
    effects: ({ plan, superAdmins, pricingUrl }, _output, { viewer: { member, tenant } }) =>
      superAdmins.map(({ email }) => ({
        kind: "mail",
        message: {
          to: email,
          kind: "upgrade_request",
          subject: `${member.firstName} ${member.lastName} asks to upgrade ${tenant.name} to ${plan.name}`,
          text: `${member.firstName} ${member.lastName} (${member.email}) would like ${tenant.name} to move to the ${plan.name} plan on Meridian.\n\nOpen the pricing to start its free trial: ${pricingUrl}`,
        },
      })),
  }),
};
