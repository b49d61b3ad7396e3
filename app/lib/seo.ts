import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { RootData } from "./rootData";

type PublicPage = { title: string; description: string; /** The page's path on the site's host (www), for its canonical address. */ sitePath?: string };

/**
 * A public page's title and description, and for the site's pages their canonical address on the
 * www host (issue 42 §3: search engines see www; robots.txt keeps the other hosts out).
 */
export function publicPageMeta({ title, description, sitePath }: PublicPage, matches: ReadonlyArray<{ id: string; data: unknown }>): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const described: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (sitePath === undefined || !root) return described;
  const protocol = root.config.production ? "https" : "http";
  return [...described, { tagName: "link", rel: "canonical", href: `${protocol}://www.${root.config.baseDomain}${sitePath}` }];
}
