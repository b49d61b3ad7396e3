import { env } from "cloudflare:workers";
import { findTenantBySubdomain, insertMembershipStatement } from "~/server/directory/tenants";
import type { Role } from "~/lib/permissions";
import { insertUserStatements } from "~/server/directory/users";
import { DEMO_PASSWORD_HASH } from "./helpers";

/** A fresh user of its own, so tests that change a profile or password do not disturb the demo people. */
export async function createUser(memberships: Array<{ subdomain: string; role: Role }>) {
  const id = crypto.randomUUID();
  const email = `user-${id.slice(0, 8)}@acme.test`;
  const db = env.DIRECTORY;
  const statements = insertUserStatements(db, id, {
    email,
    firstName: "Tess",
    lastName: "Tester",
    passwordHash: DEMO_PASSWORD_HASH,
  });
  for (const { subdomain, role } of memberships) {
    const tenant = await findTenantBySubdomain(db, subdomain);
    if (!tenant) throw new Error(`no tenant ${subdomain}`);
    statements.push(insertMembershipStatement(db, tenant.id, id, role));
  }
  await db.batch(statements);
  return { id, email };
}

/** A complete profile of spec §3, as updateUserProfile takes it. */
export const PROFILE_DETAILS = {
  firstName: "Grace",
  lastName: "Hopper",
  designation: "Admiral",
  city: "Arlington",
  mobileNumber: "5550001111",
  birthday: "1906-12-09",
  workAnniversary: "1943-05-01",
  dateFormatPreference: "mm/dd/yy",
  timeFormatPreference: "24H",
};
