/** What an invite brings to the sign-up modal (spec §3 invite data, plus the invite's token). */
export type SignupInvite = { token: string; organisationName: string; invitedBy: string; username: string };
