import type { Env } from "~/server/env";
import { eraseAccount } from "~/server/directory/accountDeletion";
import { purgeOrganization } from "~/server/directory/organizationDeletion";
import { removeMembershipStatement, setMembershipStatement } from "~/server/directory/tenants";
import { sendMail } from "~/server/mail";
import { UNSUBSCRIBE_PATH, unsubscribeToken } from "~/server/mail/unsubscribe";
import { runExportStep } from "~/server/exports/background";
import type { JobWorkspace } from "~/server/exports/jobWorkspace";
import { loadConfig } from "~/server/config";
import type { ConversationMail, QueuedEffect } from "./types";
import { deliverWebhook } from "./webhookDelivery";

async function sendConversationMail(env: Env, mail: ConversationMail) {
  const token = await unsubscribeToken(env.SIGNING_SECRET, mail);
  const unsubscribe = `${mail.origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  const text = `${mail.text}\n\n—\nYou get this mail because you watch this item or were named in it. Turn these mails off: ${unsubscribe}`;
  return sendMail(env, { to: mail.to, subject: mail.subject, text, kind: "conversation" });
}

/** How the alarm runs each queued kind of effect; a new kind (an R2 delete, an export) adds its case here. */
export const effectRunner =
  (env: Env, workspace: JobWorkspace) =>
  async (effect: QueuedEffect): Promise<void> => {
    switch (effect.kind) {
      case "mail":
        return sendMail(env, effect.message);
      case "conversationMail":
        return sendConversationMail(env, effect.mail);
      case "r2Delete":
        // Deleting a key that is not there succeeds: a retried or repeated delete is harmless.
        return env.FILES.delete(effect.key);
      case "membership":
        // Writes the state the tenant holds, so a repeated write is harmless too.
        if (effect.status === "LEFT") await removeMembershipStatement(env.DIRECTORY, effect.tenantId, effect.userId).run();
        else await setMembershipStatement(env.DIRECTORY, effect.tenantId, effect.userId, effect.role, effect.status).run();
        return;
      case "accountErasure":
        return eraseAccount(env, effect.userId, Date.now());
      case "organizationPurge":
        return purgeOrganization(env, effect.tenantId);
      case "exportStep":
        return runExportStep(env, workspace, effect.jobId, effect.userId);
      case "webhookDelivery":
        return deliverWebhook(workspace, loadConfig(env).development, effect.deliveryId, effect.attempt);
    }
  };
