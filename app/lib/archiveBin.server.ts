import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { HIDDEN_TYPES, SELECTION_MAX, type HiddenItemType, type HiddenPlace } from "~/schemas/archive";
import { apiResult } from "./api-result";
import { ARCHIVE_STEPS } from "./archiveBin";

/**
 * The archive and bin screen (one screen with its type, spec §2): the loader
 * reads one page of a tab (one Durable Object call, the counts with it); its
 * forms are intents/archiveBin.server.ts.
 */
const tabOf = (value: string | null): HiddenItemType => (HIDDEN_TYPES.includes(value as HiddenItemType) ? (value as HiddenItemType) : "team");

export function archiveBinLoader(place: HiddenPlace) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const tab = tabOf(url.searchParams.get("tab"));
    const rowId = url.searchParams.get("rowId") ?? undefined;
    const step = url.searchParams.get("step");
    const ids = url.searchParams.getAll("ids").slice(0, SELECTION_MAX);
    const cursor = url.searchParams.get("cursor") ?? undefined;
    const chosen = { parentId: url.searchParams.get("parentId"), unlink: Math.max(0, Number(url.searchParams.get("unlink")) || 0) };
    const placesFor = step === ARCHIVE_STEPS.place ? ids[0] : undefined;
    const query = { in: place, type: tab, ...(cursor ? { cursor } : rowId ? { fromId: rowId } : {}), ...(placesFor ? { placesFor } : {}) };
    const result = await apiResult(await context.api.team.archiveDeleteListing.$get({ query }));
    if (!result.ok) throw data({ message: result.message }, { status: result.status });
    return { place, tab, rowId: rowId ?? null, cursor: cursor ?? null, step: ids.length > 0 ? step : null, ids, chosen, listing: result.data };
  };
}
