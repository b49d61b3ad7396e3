import * as z from "zod";
import { singleLineName, workId } from "./fields";

/** Personal API tokens (issue 44 §1, decision record 81): a member's long-lived credential for scripts and integrations. */
export const API_TOKEN_ACCESS = ["read", "read-write"] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];

/** How long a new token lives, in days: a year at most. */
export const API_TOKEN_LIFETIMES = [7, 30, 90, 365] as const;

/** Every token starts so, for secret scanners to find a leaked one. */
export const API_TOKEN_PREFIX = "mrd_";

export const READ_ONLY_TOKEN = "This token can only read: create a read-write token to make changes";
export const TOKENS_NEED_SIGN_IN = "API tokens are created and revoked signed in, in Settings › API tokens";
export const API_TOKEN_NOT_FOUND = "Unknown API token";
export const TOO_MANY_CALLS = "Too many requests with this token: wait for the time Retry-After gives, then try again";
export const TOO_MANY_SESSION_CALLS = "Too many requests with this session: wait for the time Retry-After gives, then try again";

export const CreateApiTokenSchema = z.object({
  name: singleLineName({ label: "Token Name", min: 2, max: 50 }),
  access: z.enum(API_TOKEN_ACCESS, { error: "Please choose what the token may do" }),
  days: z.coerce
    .number({ error: "Please choose how long the token lives" })
    .refine((days) => (API_TOKEN_LIFETIMES as readonly number[]).includes(days), "Please choose how long the token lives"),
});
export type CreateApiTokenInput = z.output<typeof CreateApiTokenSchema>;

export const ApiTokenIdSchema = z.object({ tokenId: workId("token") });
