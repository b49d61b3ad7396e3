import type { SliceLink } from "./types";

/**
 * Where a click on a bar, part or slice goes (decision record 54): the List view of its one
 * project with the List's filters; for tasks across several projects, this dashboard's own list of
 * them (`?focus=<widget>&segment=<keys>`), which works without JavaScript too.
 */
export function hrefOf(link: SliceLink | undefined, widgetId: string): string | null {
  if (!link) return null;
  if ("segment" in link) return `?${new URLSearchParams({ focus: widgetId, segment: link.segment })}#drill-${widgetId}`;
  const query = new URLSearchParams(link.params).toString();
  return `/projects/${link.teamId}/${link.projectId}${query ? `?${query}` : ""}`;
}
