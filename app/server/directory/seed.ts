import { workspaceStub } from "../api/core/workspace";
import { hashPassword } from "../auth/password";
import type { Env } from "../env";
import { findTenantBySubdomain, insertMembershipStatement, insertTenantStatement } from "./tenants";
import { ROLE_DETAILS, type Role } from "~/lib/permissions";
import { findUserByEmail, insertUserStatements } from "./users";
import { FREE_PLAN_ID } from "~/lib/plans";
import { findSubscription, planCopyOf, startTrial } from "./plans";

/** The demo organisations and people that `npm start` creates (README). */
export const DEMO_PASSWORD = "Demo#2026";
export const DEMO_TENANTS = [
  { subdomain: "acme", name: "Acme Inc" },
  { subdomain: "globex", name: "Globex Corporation" },
] as const;
export const DEMO_USERS: ReadonlyArray<{
  email: string;
  firstName: string;
  lastName: string;
  memberships: ReadonlyArray<{ subdomain: string; role: Role }>;
}> = [
  {
    email: "ada@acme.test",
    firstName: "Ada",
    lastName: "Lovelace",
    memberships: [
      { subdomain: "acme", role: "SUPER_ADMIN" },
      { subdomain: "globex", role: "MEMBER" },
    ],
  },
  { email: "bob@acme.test", firstName: "Bob", lastName: "Builder", memberships: [{ subdomain: "acme", role: "MEMBER" }] },
  { email: "cy@acme.test", firstName: "Cy", lastName: "Young", memberships: [{ subdomain: "acme", role: "ADMIN" }] },
  { email: "gia@acme.test", firstName: "Gia", lastName: "Guest", memberships: [{ subdomain: "acme", role: "GUEST" }] },
  {
    email: "gus@globex.test",
    firstName: "Gus",
    lastName: "Grant",
    memberships: [{ subdomain: "globex", role: "SUPER_ADMIN" }],
  },
];

/** acme tries Business (README): a free trial its super admin started, as the upgrade flow does; globex stays on Free. */
export const DEMO_TRIAL = { subdomain: "acme", planId: "business", startedBy: "ada@acme.test" } as const;

/** Starts the demo's trial unless the organisation has left Free already, and copies the subscription into its workspace. */
async function startDemoTrial(env: Env, tenantId: string, userId: string) {
  const db = env.DIRECTORY;
  const before = await findSubscription(db, tenantId);
  const plan = before?.plans.find((candidate) => candidate._id === DEMO_TRIAL.planId);
  if (!before || !plan) return;
  if (before.plan._id === FREE_PLAN_ID) await startTrial(db, tenantId, FREE_PLAN_ID, plan, userId);
  const after = (await findSubscription(db, tenantId)) ?? before;
  await workspaceStub(env, DEMO_TRIAL.subdomain).system({ name: "subscription.apply", input: { copy: planCopyOf(after), actorId: null } });
}

/**
 * Creates whatever of the demo data is missing; running it twice changes nothing. Each new person's
 * password is hashed on its own; test fixtures may pass a stored hash of DEMO_PASSWORD made with the
 * same parameters (tests/worker/helpers.ts), as hashing is most of a worker test file's fixtures.
 */
export async function seedDemoData(env: Env, options: { passwordHash?: string } = {}) {
  const db = env.DIRECTORY;
  const tenantIds: Record<string, string> = {};
  for (const demo of DEMO_TENANTS) {
    const existing = await findTenantBySubdomain(db, demo.subdomain);
    const tenant = existing ?? { id: crypto.randomUUID(), ...demo };
    if (!existing) await insertTenantStatement(db, tenant).run();
    await workspaceStub(env, tenant.subdomain).system({ name: "tenant.provision", input: tenant });
    tenantIds[demo.subdomain] = tenant.id;
  }
  for (const demo of DEMO_USERS) {
    const existing = await findUserByEmail(db, demo.email);
    const userId = existing?.id ?? crypto.randomUUID();
    const statements = existing
      ? []
      : insertUserStatements(db, userId, { ...demo, passwordHash: options.passwordHash ?? (await hashPassword(DEMO_PASSWORD)) });
    for (const membership of demo.memberships) {
      statements.push(insertMembershipStatement(db, tenantIds[membership.subdomain], userId, membership.role));
    }
    await db.batch(statements);
    for (const { subdomain, role } of demo.memberships) {
      const roleName = ROLE_DETAILS.find((detail) => detail.name === role)!.displayName;
      const member = { userId, email: demo.email, firstName: demo.firstName, lastName: demo.lastName, imageKey: null, role, roleName };
      await workspaceStub(env, subdomain).system({ name: "members.enrol", input: { members: [member] } });
    }
    if (demo.email === DEMO_TRIAL.startedBy) await startDemoTrial(env, tenantIds[DEMO_TRIAL.subdomain], userId);
  }
  return { tenants: DEMO_TENANTS.length, users: DEMO_USERS.length };
}
