import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { tenantStub } from "./helpers";

/** Runs the tenant's alarm now (its purges and queued effects), as the clock would. */
export const runAlarm = (subdomain: string) =>
  runInDurableObject(tenantStub(subdomain), (instance) => (instance as unknown as { alarm(): Promise<void> }).alarm());

/** Runs SQL in the tenant's workspace, for fixtures and checks only: the product reaches it only through the core. */
export const inWorkspace = <T>(subdomain: string, work: (sql: SqlStorage) => T) =>
  runInDurableObject(tenantStub(subdomain), async (_instance, state) => state.storage.transactionSync(() => work(state.storage.sql)));

/** The local outbox's mails of one kind to `to`. */
export const mailsOfKind = async (to: string, kind: string) => {
  const { results } = await env.DIRECTORY.prepare("SELECT subject, body FROM outbox WHERE recipient = ? AND kind = ?").bind(to, kind).all<{ subject: string; body: string }>();
  return results;
};
