export const MAIL_KINDS = ["otp", "invite", "password_reset", "joined_organization", "tenant_list", "upgrade_request", "conversation", "export_ready", "new_sign_in", "account_deletion", "webhook_disabled", "organization_deletion", "organization_deleted"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type MailMessage = { to: string; subject: string; text: string; kind: MailKind };
