import { AUTH_SUBDOMAIN, SITE_SUBDOMAINS } from "./host";

/** Sub-domains no organisation may take: the product's own hosts and names people would mistake for them. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  ...SITE_SUBDOMAINS,
  AUTH_SUBDOMAIN,
  "api",
  "admin",
  "app",
  "mail",
  "email",
  "smtp",
  "help",
  "support",
  "status",
  "dev",
  "staging",
  "test",
  "static",
  "assets",
  "cdn",
  "docs",
  "blog",
  "blogs",
  "login",
  "signup",
  "account",
  "accounts",
  "billing",
  "pricing",
  "security",
  "root",
  "system",
  "meridian",
]);

/** An organisation's sub-domain (spec §5): 2 to 24 letters and digits, compared in lower case. */
export const SUBDOMAIN_MAX_LENGTH = 24;
export const SUBDOMAIN_MIN_LENGTH = 2;
export const SUBDOMAIN_CHARACTERS = /^[A-Za-z0-9]+$/;

export function isSubdomain(value: string): boolean {
  return value.length >= SUBDOMAIN_MIN_LENGTH && value.length <= SUBDOMAIN_MAX_LENGTH && SUBDOMAIN_CHARACTERS.test(value);
}

export function isReservedSubdomain(subdomain: string): boolean {
  return RESERVED_SUBDOMAINS.has(subdomain.toLowerCase());
}

/** The sub-domain an organisation name suggests: its letters and digits in lower case, at most 24. */
export function subdomainBase(organisationName: string): string {
  const letters = [...organisationName.toLowerCase()].filter((character) => SUBDOMAIN_CHARACTERS.test(character));
  const base = letters.join("").slice(0, SUBDOMAIN_MAX_LENGTH);
  return base.length >= SUBDOMAIN_MIN_LENGTH ? base : `${base}org`;
}

/** The n-th alternative of a base (n >= 2): a number appended, the base shortened to stay within 24. */
export function numberedSubdomain(base: string, n: number): string {
  const suffix = String(n);
  return `${base.slice(0, SUBDOMAIN_MAX_LENGTH - suffix.length)}${suffix}`;
}
