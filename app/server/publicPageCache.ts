import type { Host } from "~/lib/host";

/**
 * The public site's pages that are the same for every visitor (the landing page, pricing with its
 * FAQ, why Meridian: issue 40 §6, decision 90) are served from the edge cache (the Workers Cache
 * API) instead of being rendered on every request. The cached copy is rendered without the visitor:
 * no cookies, no CSRF token, no script nonce (these pages load no script), and it is kept under the
 * build's version, so a deploy starts afresh. A copy older than FRESH_SECONDS is still served while
 * a fresh one is rendered after the answer (stale-while-revalidate); one older than STALE_SECONDS
 * is not served.
 */
export const CACHED_SITE_PATHS: ReadonlySet<string> = new Set(["/", "/pricing", "/why-meridian"]);
export const FRESH_SECONDS = 300;
export const STALE_SECONDS = 86_400;
/** How the answer came, for the bench and the tests: HIT, STALE (served, then refreshed) or MISS. */
export const CACHE_STATUS_HEADER = "x-meridian-cache";
const STORED_AT = "x-meridian-stored-at";
/** A cookie whose content the page shows (a toast a redirect brought): such a request is rendered for its visitor. */
const VISITOR_COOKIES = ["meridian-toast="];

/** Whether this request gets the shared copy of a public page. */
export function takesCachedPage(request: Request, url: URL, host: Host): boolean {
  if (host.kind !== "site" || request.method !== "GET" || url.search !== "" || !CACHED_SITE_PATHS.has(url.pathname)) return false;
  const cookies = request.headers.get("cookie") ?? "";
  return !VISITOR_COOKIES.some((name) => cookies.includes(name));
}

/** The browser may keep nothing; the edge keeps the page FRESH_SECONDS and may serve it stale for STALE_SECONDS while it refreshes. */
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

type Render = (visitorless: Request) => Promise<Response>;

/** The data centre's cache (workerd's `caches.default`, which the DOM typing of `caches` does not know). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** The request as any visitor would send it: the same address and nothing of their own. */
const visitorless = (url: URL) => new Request(url.toString(), { method: "GET", headers: { accept: "text/html" } });

const keyOf = (url: URL, version: string) => new Request(`${url.origin}${url.pathname}?build=${encodeURIComponent(version)}`);

/** A rendered page the cache may keep: a 200 HTML answer that sets no cookie. */
const keepable = (response: Response) =>
  response.status === 200 && (response.headers.get("content-type") ?? "").includes("text/html") && !response.headers.has("set-cookie");

async function renderAndStore(url: URL, version: string, render: Render): Promise<Response> {
  const response = await render(visitorless(url));
  if (!keepable(response)) return response;
  const body = await response.arrayBuffer();
  const stored = new Response(body, response);
  stored.headers.set("cache-control", `public, max-age=${STALE_SECONDS}`);
  stored.headers.set(STORED_AT, String(Date.now()));
  await edgeCache().put(keyOf(url, version), stored);
  return new Response(body, response);
}

/** The answer for a visitor: the page with the shared policy and how it came. */
function forVisitor(response: Response, status: "HIT" | "STALE" | "MISS"): Response {
  const answer = new Response(response.body, response);
  answer.headers.delete(STORED_AT);
  answer.headers.delete("set-cookie");
  if (response.status === 200) answer.headers.set("cache-control", SHARED_CACHE_CONTROL);
  answer.headers.set(CACHE_STATUS_HEADER, status);
  return answer;
}

export async function cachedPublicPage(url: URL, version: string, ctx: ExecutionContext, render: Render): Promise<Response> {
  const kept = await edgeCache().match(keyOf(url, version));
  const age = kept ? (Date.now() - Number(kept.headers.get(STORED_AT) ?? 0)) / 1000 : Infinity;
  if (kept && age <= FRESH_SECONDS) return forVisitor(kept, "HIT");
  if (kept && age <= STALE_SECONDS) {
    ctx.waitUntil(renderAndStore(url, version, render).catch(() => undefined));
    return forVisitor(kept, "STALE");
  }
  return forVisitor(await renderAndStore(url, version, render), "MISS");
}
