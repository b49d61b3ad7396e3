import { workspaceStub } from "../api/core/workspace";
import { hashPassword } from "../auth/password";
import type { Env } from "../env";
import { findTenantBySubdomain, insertMembershipStatement, insertTenantStatement } from "./tenants";
import { ROLE_DETAILS, type Role } from "~/lib/permissions";
import { findUserByEmail, insertUserStatements } from "./users";

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
  }
  return { tenants: DEMO_TENANTS.length, users: DEMO_USERS.length };
}
