import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The site's pages are for search engines; an organisation's host and the login host are not (issue 42 §3). */
export function loader({ context }: LoaderFunctionArgs) {
  const rules = context.host.kind === "site" ? "User-agent: *\nAllow: /\n" : "User-agent: *\nDisallow: /\n";
  return new Response(rules, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
