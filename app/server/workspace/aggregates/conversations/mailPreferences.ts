import { MAIL_REASONS, type MailPreferences, type MailReason } from "~/schemas/conversation";
import { defineCommand, defineQuery, defineSystem, type NoInput } from "../../operations";
import { mailOptOuts, setMailOptOut } from "./store";

/**
 * Which mail of conversations a member gets (issue 17 §2): every reason on until they turn it off in
 * Settings › Mail, or with a mail's unsubscribe link (a system operation: the link signs them in to nothing).
 */
function preferencesOf(sql: SqlStorage, userId: string): MailPreferences {
  const off = new Set(mailOptOuts(sql, [userId]).map((row) => row.reason));
  return Object.fromEntries(MAIL_REASONS.map((reason) => [reason, !off.has(reason)])) as MailPreferences;
}

export const mailPreferenceQueries = {
  "conversations.mailPreferences": defineQuery({
    permission: "signed-in",
    handler: ({ sql, viewer }, _input: NoInput) => preferencesOf(sql, viewer.member.userId),
  }),
};

export const mailPreferenceCommands = {
  "conversations.setMailPreferences": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer, now }, preferences: MailPreferences) => {
      for (const reason of MAIL_REASONS) setMailOptOut(sql, viewer.member.userId, reason, !preferences[reason], now);
      return preferencesOf(sql, viewer.member.userId);
    },
    activity: (_input, preferences, { viewer }) => ({ verb: "mail_preferences_changed", itemType: "member", itemId: viewer.member.userId, detail: preferences }),
  }),
};

export const mailPreferenceSystem = {
  /** A mail's unsubscribe link, its token checked by the Worker: that reason of mail off for that member. */
  "conversations.unsubscribe": defineSystem({
    handler: ({ sql, now }, { userId, reason }: { userId: string; reason: MailReason }) => {
      const known = sql.exec("SELECT 1 FROM members WHERE user_id = ?", userId).toArray().length > 0;
      if (known) setMailOptOut(sql, userId, reason, true, now);
      return { unsubscribed: known, reason };
    },
    activity: ({ userId, reason }, { unsubscribed }) =>
      unsubscribed ? { verb: "unsubscribed", itemType: "member", itemId: userId, actorId: userId, detail: { reason } } : undefined,
  }),
};
