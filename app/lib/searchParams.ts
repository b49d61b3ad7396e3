/** The query parameter naming the one on-demand panel a page renders open (OnDemand, decision 0070). */
export const OPEN_PARAM = "open";

/** The query parameter that opens the feedback overlay over any page of the signed-in shell (spec §2). */
export const FEEDBACK_PARAM = "feedback";

/**
 * A page's state lives in its query (a view's filters, sort, open task): links change one part and keep
 * the rest, but for an open panel (`?open=`), which a link to another state closes.
 */
export function withParams(search: string, changes: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  params.delete(OPEN_PARAM);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

