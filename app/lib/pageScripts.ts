/**
 * Which pages ship the browser runtime (React, Remix: about 85 KiB gzip).
 * Every page works without JavaScript; a public page whose routes declare
 * `needsScripts` is sent as plain HTML unless it shows something that needs
 * scripts (the sign-up modal), so the public site stays light (decision 0014).
 * Pages whose routes do not declare it always ship the runtime.
 */
export type ScriptsHandle = { needsScripts: (search: URLSearchParams, data: unknown) => boolean };

type Match = { id: string; handle?: unknown; data?: unknown };

/** A page of text and links only. */
export const staticPage: ScriptsHandle = { needsScripts: () => false };

/** Start-up step 2 (`stopflicker`) clears browser storage, which only a script can do. */
const STARTUP_QUERY_NEEDING_SCRIPTS = "stopflicker";

export function pageNeedsScripts(matches: readonly Match[], search: URLSearchParams): boolean {
  if (search.has(STARTUP_QUERY_NEEDING_SCRIPTS)) return true;
  const routes = matches.filter((match) => match.id !== "root");
  return (
    routes.length === 0 ||
    routes.some((match) => {
      const handle = match.handle as Partial<ScriptsHandle> | undefined;
      return typeof handle?.needsScripts !== "function" || handle.needsScripts(search, match.data);
    })
  );
}
