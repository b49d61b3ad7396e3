import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { ARCHIVE_STEPS, screenPath } from "~/lib/archiveBin";
import { redirectWithToast } from "~/lib/toast.server";
import { HIDDEN_TYPES, HiddenSelectionSchema, RestoreSchema, SELECTION_MAX, type HiddenItemType, type HiddenPlace } from "~/schemas/archive";
import { defineIntents, intent } from "./define.server";
import { fromForm, textsOf } from "./formInput.server";

const tabOf = (value: unknown): HiddenItemType => (HIDDEN_TYPES.includes(value as HiddenItemType) ? (value as HiddenItemType) : "team");
const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The screen's forms name the tab (the API's `type`) and their selection's `ids`; beside the API's
 * fields they carry the screen's own, which never refuse a post: the page to go back to (`cursor`),
 * the permanent delete's confirmation, the place a restore's dependencies were confirmed for.
 */
const screen = { cursor: z.string().optional() };
const selectionOf = (form: Record<string, unknown>) => ({ ...form, type: tabOf(form.tab), ids: textsOf(form.ids).filter(Boolean).slice(0, SELECTION_MAX) });

const restoreOf = (form: Record<string, unknown>) => {
  const parentId = textOf(form.parentId);
  // The confirmation holds for the place it was asked about, not another one picked after it.
  return { ...selectionOf(form), parentId, confirm: parentId !== undefined && form.confirmFor === parentId };
};

/** A permanent delete the screen has not confirmed yet: nothing is sent, the screen asks first. */
const notConfirmed: ApiResult<null> = { ok: true, data: null, headers: new Headers() };

/** The archive and the bin's forms (routes/_app.archive.tsx, routes/_app.bin.tsx): restoring a selection, deleting it permanently. */
export const archiveBinIntents = defineIntents({
  restore: intent({
    schema: fromForm(RestoreSchema.extend(screen), restoreOf),
    send: async (api, { cursor: _cursor, ...json }) => apiResult(await api.team.restore.$post({ json })),
    done: ({ ids }) => (ids.length === 1 ? "Item restored." : `${ids.length} items restored.`),
  }),
  permanentDelete: intent({
    schema: fromForm(HiddenSelectionSchema.extend({ ...screen, confirmed: z.boolean() }), (form) => ({ ...selectionOf(form), confirmed: form.confirmed === "yes" })),
    send: async (api, { cursor: _cursor, confirmed, ...json }) => (confirmed ? apiResult(await api.team.permanentDelete.$post({ json })) : notConfirmed),
    done: ({ ids }) => (ids.length === 1 ? "Item deleted permanently." : `${ids.length} items deleted permanently.`),
  }),
});

/**
 * The screen's answer, with or without JavaScript: a redirect with a toast back to the tab's page;
 * a permanent delete not yet confirmed goes to the screen's confirmation, and a restore the API
 * refuses for its place (archived, or one that would drop dependencies) to the screen's place step.
 */
export function archiveBinAction(place: HiddenPlace) {
  return async ({ request, context, params }: ActionFunctionArgs) => {
    const outcome = await archiveBinIntents.run(await request.formData(), context.api, params);
    if (!outcome) throw new Response("Unknown action", { status: 400 });
    if (!outcome.ok && outcome.by === "form") {
      // Refused by the form's schema: its reply holds the form as posted, for the page it came from.
      const posted = outcome.reply.initialValue ?? {};
      const back = screenPath(place, { tab: tabOf(posted.tab), cursor: textOf(posted.cursor) });
      return redirectWithToast(request, back, { kind: "error", message: "Choose at least one item." });
    }
    const { type: tab, ids, cursor } = outcome.value;
    const back = screenPath(place, { tab, cursor });
    if (outcome.ok) {
      if (outcome.data === null) return redirect(screenPath(place, { tab, step: ARCHIVE_STEPS.confirm, ids }));
      return redirectWithToast(request, back, { kind: "success", message: outcome.message });
    }
    if (outcome.intent === "restore" && ids.length === 1) {
      const { parentId } = outcome.value;
      if (outcome.count && parentId) return redirectWithToast(request, screenPath(place, { tab, step: ARCHIVE_STEPS.place, ids, parentId, unlink: outcome.count }), { kind: "error", message: outcome.message });
      if (outcome.fields?.parentId) return redirectWithToast(request, screenPath(place, { tab, step: ARCHIVE_STEPS.place, ids }), { kind: "error", message: outcome.message });
    }
    return redirectWithToast(request, back, { kind: "error", message: outcome.message });
  };
}
