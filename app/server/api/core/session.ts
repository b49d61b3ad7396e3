import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { secondsUntil, sessionCookie } from "~/server/auth/cookies";
import { annotateRequest } from "~/server/telemetry/spans";
import type { CommandName, CommandOp, QueryName, QueryOp, QueryOutput, CommandOutput } from "~/server/workspace/surface";
import type { Failure, Outcome, Timing, Viewer } from "~/server/workspace/types";
import { READ_ONLY_TOKEN } from "~/schemas/apiToken";
import type { RateState } from "~/server/workspace/rate";
import { accessOfSecret } from "~/server/workspace/aggregates/apiTokens/secret";
import { ApiError, tooManyRequests } from "./envelope";
import { hostTenant } from "./hostTenant";
import { isPublicOperation } from "./publicOperations";
import type { ApiEnv } from "./types";
import { isInProcess, type ViewerOutcome } from "./viewerMemo";
import { workspace } from "./workspace";

type Credentials = { token: string; via: "cookie" | "header" | "bearer"; userId?: string };

/** Whether the call came over HTTP (a session's is counted against its rate), not in-process from a page. */
const overHttp = (c: Context<ApiEnv>) => !isInProcess(c.req.raw);

/** The signed-in member, with the token they called with. */
export type SignedInViewer = Viewer & { token: string };

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The caller's token: a personal API token from `Authorization: Bearer` (never a cookie besides it),
 * a session's from the `accesstoken` header (API clients) or the session cookie (browsers).
 */
export function credentials(c: Context<ApiEnv>): Credentials | null {
  const authorization = c.req.header("authorization");
  if (authorization !== undefined) {
    const bearer = BEARER.exec(authorization)?.[1];
    return bearer ? { token: bearer, via: "bearer" } : null;
  }
  const header = c.req.header("accesstoken");
  if (header) return { token: header, via: "header", userId: c.req.header("userid") };
  const cookie = sessionCookie.read(c.req.raw);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

function requireCredentials(c: Context<ApiEnv>): Credentials {
  const found = credentials(c);
  if (!found) throw new ApiError(401, "Unauthorized");
  return found;
}

/** The matched call as PUBLIC_OPERATIONS names it ("POST /user/login"), or null when no call matched (a 404 to come). */
function operationOf(c: Context<ApiEnv>, prefix: string): string | null {
  const call = matchedRoutes(c).filter((route) => route.method !== "ALL").at(-1);
  return call ? `${call.method} ${call.path.slice(prefix.length)}` : null;
}

const READS = new Set(["GET", "HEAD"]);

/**
 * Refuses a call that is not public and carries no credentials, before its input is read (issue 41
 * §2): 404 where no organisation is behind the host, 401 otherwise; and a change asked with a read-only
 * API token (403). Credentials that are there are checked by the call itself, in the organisation's Durable Object.
 */
export const requireCredentialsUnlessPublic =
  (prefix: string): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const operation = operationOf(c, prefix);
    if (operation === null || isPublicOperation(operation)) return next();
    const found = credentials(c);
    if (found) {
      // Every read of the API is a GET (API conventions): a read-only token makes nothing else.
      if (found.via === "bearer" && accessOfSecret(found.token) === "read" && !READS.has(c.req.method)) throw new ApiError(403, READ_ONLY_TOKEN);
      return next();
    }
    if (!(await hostTenant(c))) throw new ApiError(404, "Not found");
    throw new ApiError(401, "Unauthorized");
  };

/**
 * Lets the caller in as the member the workspace named, or refuses them: a
 * refused cookie is cleared; a header client must be the user it says and gets
 * its (renewed) token back in the `accesstoken` header, a browser its cookie
 * with the session's expiry.
 */
function admit(c: Context<ApiEnv>, found: Credentials, outcome: ViewerOutcome): SignedInViewer {
  if (!outcome.ok) {
    // A refused session is cleared; one past its rate (429) stays.
    if (found.via === "cookie" && isSessionFailure(outcome.status)) c.header("set-cookie", sessionCookie.clear(c.req.raw), { append: true });
    throw refusal(outcome);
  }
  if (found.userId !== undefined && found.userId !== outcome.viewer.member.userId) {
    throw new ApiError(401, "Unauthorized");
  }
  annotateRequest({ "enduser.id": outcome.viewer.member.userId });
  const { apiToken, rate } = outcome.viewer.session;
  if (rate) rateLimitFields(c, rate);
  if (found.via === "bearer" && apiToken) return { ...outcome.viewer, token: found.token };
  if (found.via === "header") c.header("accesstoken", found.token);
  // The cookie follows the session's sliding expiry (the shell passes it on to the browser).
  else {
    const maxAge = secondsUntil(outcome.viewer.session.expiresAt);
    c.header("set-cookie", sessionCookie.serialize(c.req.raw, found.token, maxAge), { append: true });
  }
  return { ...outcome.viewer, token: found.token };
}

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy, and what is left of its window. */
function rateLimitFields(c: Context<ApiEnv>, { name, limit, windowMs, remaining, resetMs }: RateState) {
  c.header("ratelimit-policy", `"${name}";q=${limit};w=${windowMs / 1000}`);
  c.header("ratelimit", `"${name}";r=${remaining};t=${Math.ceil(resetMs / 1000)}`);
}

/** A failed outcome as the API answers it; a 429 says when to try again. */
function refusal({ status, message, fields, count, retryAfterMs }: Failure): ApiError {
  return retryAfterMs === undefined ? new ApiError(status, message, { fields, count }) : tooManyRequests(message, retryAfterMs);
}

/** A refused session: the only failures that come before the operation's own checks. */
const isSessionFailure = (status: number) => status === 401 || status === 419;

/** What an operation's outcome says about its caller; null for a failure after the session check, which does not say. */
function viewerOf(outcome: Outcome<unknown>): ViewerOutcome | null {
  if (outcome.ok) return { ok: true, viewer: outcome.viewer };
  return isSessionFailure(outcome.status) ? outcome : null;
}

/**
 * The signed-in member, checked inside the tenant's Durable Object once per
 * request: the API calls of one page request share the answer (ViewerMemo).
 */
export async function requireViewer(c: Context<ApiEnv>): Promise<SignedInViewer> {
  const found = requireCredentials(c);
  const stub = workspace(c);
  const outcome = await c.get("viewers").recall(found.token, async () => {
    const checked = await stub.query(found.token, { name: "sessions.viewer", input: {} }, overHttp(c));
    return checked.ok ? { ok: true, viewer: checked.data } : checked;
  });
  return admit(c, found, outcome);
}

/** The Durable Object's own measure of an operation, as a Server-Timing header. */
const serverTiming = ({ workspace, searchIndex }: Timing) =>
  [`workspace;dur=${workspace.toFixed(2)}`, ...(searchIndex === undefined ? [] : [`search-index;dur=${searchIndex.toFixed(2)}`])].join(", ");

/** The data of a successful outcome with its viewer, or the failure as an ApiError. */
function settle<T>(c: Context<ApiEnv>, found: Credentials, outcome: Outcome<T>) {
  if (outcome.ok) {
    if (outcome.timing) c.header("server-timing", serverTiming(outcome.timing), { append: true });
    return { data: outcome.data, viewer: admit(c, found, { ok: true, viewer: outcome.viewer }) };
  }
  if (isSessionFailure(outcome.status)) admit(c, found, outcome);
  if (found.via === "header") c.header("accesstoken", found.token);
  throw refusal(outcome);
}

/**
 * A workspace query as the signed-in member in one Durable Object call: the
 * session check rides on the data, and what it learns about the viewer is
 * remembered for the request's other calls. Within a page request the call is
 * shared with the queries its other loaders start alongside (QueryBatch).
 */
export async function runQuery<N extends QueryName>(
  c: Context<ApiEnv>,
  op: QueryOp<N>,
): Promise<{ data: QueryOutput<N>; viewer: SignedInViewer }> {
  const found = requireCredentials(c);
  const stub = workspace(c);
  const batch = c.get("viewers").queries;
  const call = (
    batch
      ? batch.run(found.token, op, { one: (only) => stub.query(found.token, only), many: (ops) => stub.queries(found.token, ops) })
      : stub.query(found.token, op, overHttp(c))
  ) as Promise<Outcome<QueryOutput<N>>>;
  c.get("viewers").offer(found.token, call.then(viewerOf));
  return settle(c, found, await call);
}

/** A workspace command as the signed-in member in one Durable Object call, with its activity entry. */
export async function runCommand<N extends CommandName>(
  c: Context<ApiEnv>,
  op: CommandOp<N>,
): Promise<{ data: CommandOutput<N>; viewer: SignedInViewer }> {
  const found = requireCredentials(c);
  return settle(c, found, await workspace(c).command(found.token, op, overHttp(c)));
}
