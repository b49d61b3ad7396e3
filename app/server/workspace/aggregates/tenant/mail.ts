import { ORGANIZATION_DELETION_WINDOW_DAYS } from "~/schemas/organizationDeletion";
import type { MailMessage } from "~/server/mail/types";

/** The mails about an organisation's deletion (issue 38 §3): one to each active member at each moment. */
export function deletionScheduledMail(to: string, organisation: string, purgeAt: number): MailMessage {
  return {
    to,
    kind: "organization_deletion",
    subject: `${organisation} will be deleted from Meridian`,
    text: [
      `A super admin of ${organisation} asked for it to be deleted. It will be deleted for good on ${new Date(purgeAt).toUTCString()}.`,
      "",
      "Until then its work cannot be opened or changed, and a super admin can restore it. After that, its projects, tasks, files and members are removed, and cannot be brought back.",
    ].join("\n"),
  };
}

export function deletedMail(to: string, organisation: string): MailMessage {
  return {
    to,
    kind: "organization_deleted",
    subject: `${organisation} has been deleted from Meridian`,
    text: [
      `${organisation} has been deleted for good, as a super admin asked ${ORGANIZATION_DELETION_WINDOW_DAYS} days ago.`,
      "",
      "Its projects, tasks, files and members have been removed. Your Meridian account and your other organisations are not affected.",
    ].join("\n"),
  };
}
