/**
 * Plain checks of text, without zod: the rules of app/schemas use them, and so do modules the
 * browser's first load brings (a column type's definition: decision 0105).
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/** Spec §5 helper check: a web address starts with http:// or https://. */
export const hasHttpScheme = (value: string) => /^https?:\/\//i.test(value);

/**
 * Spec §5 helper check: a web address names a host by its domain (labels and a
 * TLD of letters), never a raw IPv4 or IPv6 address; the scheme is optional.
 */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(hasHttpScheme(value) ? value : `https://${value}`);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return /^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})*\.(?:[a-z]{2,24}|xn--[a-z0-9-]{2,59})$/i.test(url.hostname);
}

/** A web address as stored: with its scheme (https:// unless it says http://). */
export const withHttpScheme = (value: string) => (hasHttpScheme(value) ? value : `https://${value}`);
