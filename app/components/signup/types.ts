import type { ApiData } from "~/lib/api-result";

/** What an invite brings to the sign-up modal (spec §3 invite data, plus the invite's token). */
export type SignupInvite = NonNullable<ApiData<"invite", "acceptInvite", "$post">["inviteData"]> & { token: string };
