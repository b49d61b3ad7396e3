import type { Context } from "hono";
import type { TrustAction, TrustDetail } from "~/lib/trustActions";
import { runCommand } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { workspaceStub } from "../../core/workspace";

/**
 * The audit entries of what the directory changed for the person (decision 0093): through the
 * workspace's core, in the organisation where it happened, once the directory's change is made.
 */
export async function recordTrust(c: Context<ApiEnv>, action: TrustAction, detail?: TrustDetail) {
  await runCommand(c, { name: "trust.record", input: { action, detail } });
}

/** The same on the auth host, where the person has no session yet: in the organisation they are signing in to. */
export async function recordTrustAtSignIn(c: Context<ApiEnv>, subdomain: string, userId: string, action: TrustAction, detail?: TrustDetail) {
  await workspaceStub(c.env, subdomain).system({ name: "trust.recordAtSignIn", input: { userId, action, detail } });
}
