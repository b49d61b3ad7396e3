import { DurableObject } from "cloudflare:workers";
import type { TenantRecord } from "../directory/types";
import type { Env } from "../env";
import { migrate } from "./migrations";
import {
  createSession,
  findMember,
  findSession,
  revokeOtherSessionsOfUser,
  revokeSession,
  revokeSessionsOfUser,
  updateMemberDisplay,
  upsertMember,
  type MemberDisplay,
} from "./sessions";
import type { MemberCopy, Outcome, TenantSummary, Viewer } from "./types";

/**
 * One SQLite database per tenant. Every public method that reads or writes
 * work data takes the caller's session token and checks it in the same call,
 * so a signed-in request costs one round trip here.
 */
export class TenantWorkspace extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage);
    });
  }

  private tenant(): TenantRecord | null {
    return this.sql.exec<TenantRecord>("SELECT id, name, subdomain FROM tenant").toArray()[0] ?? null;
  }

  /** Records which organisation this database belongs to; idempotent. */
  async provision(tenant: TenantRecord): Promise<void> {
    this.sql.exec(
      "INSERT INTO tenant (id, name, subdomain) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name",
      tenant.id,
      tenant.name,
      tenant.subdomain,
    );
  }

  /**
   * Starts a session for a member whose directory membership the caller has
   * just checked, ending the browser's previous session on this host if any.
   */
  async openSession(tenant: TenantRecord, member: MemberCopy, tenants: TenantSummary[], replacing?: string) {
    await this.provision(tenant);
    upsertMember(this.sql, member);
    if (replacing) await revokeSession(this.sql, replacing);
    return createSession(this.sql, member.userId, tenants);
  }

  /** Who the token belongs to, with the data the signed-in shell shows. */
  async viewer(token: string): Promise<Outcome<Viewer>> {
    const tenant = this.tenant();
    if (!tenant) return { ok: false, status: 401, message: "Unauthorized" };
    const session = await findSession(this.sql, token);
    if (!session.ok) return session;
    const member = findMember(this.sql, session.data.userId);
    if (!member) {
      await revokeSession(this.sql, token);
      return { ok: false, status: 401, message: "Unauthorized" };
    }
    return {
      ok: true,
      data: { tenant, member, tenants: session.data.tenants, session: { expiresAt: session.data.expiresAt } },
    };
  }

  async logout(token: string): Promise<void> {
    await revokeSession(this.sql, token);
  }

  /** Ends every session of a user here, e.g. after a password reset. */
  async revokeUserSessions(userId: string): Promise<void> {
    revokeSessionsOfUser(this.sql, userId);
  }

  /** An active member of this tenant, for callers that have already checked the viewer. */
  async member(userId: string): Promise<MemberCopy | null> {
    return findMember(this.sql, userId);
  }

  /** Applies a profile change (spec §3 profile-change events) to this tenant's member copy. */
  async applyProfileChange(userId: string, display: MemberDisplay): Promise<void> {
    updateMemberDisplay(this.sql, userId, display);
  }

  /** Ends the user's sessions here, keeping only the one holding `keepToken` (if it is from this tenant). */
  async endOtherSessions(userId: string, keepToken: string | null): Promise<void> {
    await revokeOtherSessionsOfUser(this.sql, userId, keepToken);
  }
}
