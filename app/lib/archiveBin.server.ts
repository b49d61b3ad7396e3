import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { HIDDEN_TYPES, SELECTION_MAX, type HiddenItemType, type HiddenPlace } from "~/schemas/archive";
import { apiResult } from "./api-result";
import { ARCHIVE_STEPS, screenPath } from "./archiveBin";
import { redirectWithToast } from "./toast.server";

/**
 * The archive and bin screen (one screen with its type, spec §2): the loader
 * reads one page of a tab (one Durable Object call, the counts with it); the
 * action restores or deletes permanently a selection and answers a redirect
 * with a toast, with or without JavaScript.
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

const MESSAGES = {
  restore: (count: number) => (count === 1 ? "Item restored." : `${count} items restored.`),
  permanentDelete: (count: number) => (count === 1 ? "Item deleted permanently." : `${count} items deleted permanently.`),
};

export function archiveBinAction(place: HiddenPlace) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const intent = String(form.get("intent"));
    const type = tabOf(String(form.get("tab")));
    const ids = form.getAll("ids").map(String).filter(Boolean).slice(0, SELECTION_MAX);
    const back = screenPath(place, { tab: type, cursor: String(form.get("cursor") ?? "") || undefined });
    if (ids.length === 0) return redirectWithToast(request, back, { kind: "error", message: "Choose at least one item." });
    if (intent === "restore") {
      const parentId = String(form.get("parentId") ?? "") || undefined;
      // The confirmation holds for the place it was asked about, not another one picked after it.
      const confirm = parentId !== undefined && form.get("confirmFor") === parentId;
      const result = await apiResult(await context.api.team.restore.$post({ json: { type, ids, parentId, confirm } }));
      if (!result.ok && result.count && parentId && ids.length === 1) {
        const step = screenPath(place, { tab: type, step: ARCHIVE_STEPS.place, ids, parentId, unlink: result.count });
        return redirectWithToast(request, step, { kind: "error", message: result.message });
      }
      if (!result.ok && result.fields?.parentId && ids.length === 1) {
        return redirectWithToast(request, screenPath(place, { tab: type, step: ARCHIVE_STEPS.place, ids }), { kind: "error", message: result.message });
      }
      return redirectWithToast(request, back, result.ok ? { kind: "success", message: MESSAGES.restore(ids.length) } : { kind: "error", message: result.message });
    }
    if (intent === "permanentDelete" && form.get("confirmed") === "yes") {
      const result = await apiResult(await context.api.team.permanentDelete.$post({ json: { type, ids } }));
      return redirectWithToast(request, back, result.ok ? { kind: "success", message: MESSAGES.permanentDelete(ids.length) } : { kind: "error", message: result.message });
    }
    return redirect(screenPath(place, { tab: type, step: ARCHIVE_STEPS.confirm, ids }));
  };
}
