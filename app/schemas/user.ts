import { LoginSchema } from "./auth";

/** Inputs of the spec §7 user group's calls that have no schema elsewhere (sign-up, password, profile: their own files). */

/** user/verifyUsernameInTenant: the login form's e-mail and domain name. */
export const VerifyUsernameInTenantSchema = LoginSchema.pick({ username: true, domainName: true });
