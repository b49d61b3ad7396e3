import { parse, serialize } from "cookie";

/**
 * Every cookie is read and written with the `cookie` library (the one under
 * Remix's createCookie), never by hand. See decision 0005.
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parse(header)[name] : undefined;
}

export { serialize as serializeCookie };

export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * A cookie of one host. Over https it carries the `__Host-` prefix and Secure,
 * which binds it to exactly the host that set it (no sibling tenant
 * sub-domain can read or overwrite it); plain http (local development) cannot
 * hold `__Host-` cookies, so there the prefix is dropped.
 */
export function hostCookie(base: string, options: { httpOnly: boolean; maxAge?: number }) {
  const name = (request: Request) => (isSecure(request) ? `__Host-${base}` : base);
  const serializeFor = (request: Request, value: string, maxAge: number | undefined) =>
    serialize(name(request), value, { path: "/", sameSite: "lax", httpOnly: options.httpOnly, secure: isSecure(request), maxAge });
  return {
    read: (request: Request) => readCookie(request, name(request)),
    /** The Set-Cookie header storing `value`, for `maxAge` seconds when given (the cookie's own lifetime otherwise). */
    serialize: (request: Request, value: string, maxAge = options.maxAge) => serializeFor(request, value, maxAge),
    clear: (request: Request) => serializeFor(request, "", 0),
  };
}
