import * as z from "zod";
import { ACCESS_KEY_NAMES, RESTRICTABLE_ROLES } from "~/lib/accessRestrictions";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { RestrictionChangeSchema, SetRestrictionsSchema, type RestrictionChange } from "~/schemas/accessRestrictions";
import type { ApiClient } from "~/server/api/client";
import { defineIntents, intent } from "./define.server";
import { fromForm } from "./formInput.server";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The matrix as posted (its cells are named `<accessKey>.<role>`, matrixCellName, which conform reads as nested fields): one change per cell, "none" when not sent. */
const matrixOf = (form: Record<string, unknown>) => ({
  changes: ACCESS_KEY_NAMES.flatMap((accessKey) =>
    RESTRICTABLE_ROLES.map((role) => {
      const row = form[accessKey];
      const value = typeof row === "object" && row !== null ? (row as Record<string, unknown>)[role] : undefined;
      return { accessKey, level: "TENANT", scopeId: null, role, userId: null, value: value === undefined ? "none" : value };
    }),
  ),
});

/** An override's form: its place ("TEAM:<id>", "PROJECT:<id>" or "TENANT") and subject ("role:<ROLE>" or "user:<id>"). */
const overrideOf = (value: (form: Record<string, unknown>) => unknown) => (form: Record<string, unknown>) => {
  const [level, scopeId = ""] = text(form.place).split(":");
  const [kind, subject = ""] = text(form.who).split(":");
  return { changes: [{ accessKey: form.accessKey, level, scopeId, role: kind === "role" ? subject : null, userId: kind === "user" ? subject : null, value: value(form) }] };
};

const setRestrictions = async (api: ApiClient, changes: RestrictionChange[]) =>
  apiResult(await api.settings.setRestrictions.$post({ json: { changes } }));

/** Settings › Access's forms (routes/_app.settings.access.tsx): the organisation's matrix, an override, lifting one. */
export const accessIntents = defineIntents({
  matrix: intent({
    schema: fromForm(z.object({ changes: z.array(RestrictionChangeSchema) }), matrixOf),
    // Only the cells that differ from the rules as they are go, so the audit log names real changes.
    send: async (api, { changes }): Promise<ApiResult<{ changed: number }>> => {
      const rules = await apiResult(await api.settings.restrictions.$get());
      if (!rules.ok) return rules;
      const current = (change: RestrictionChange) =>
        rules.data.rules.find((rule) => rule.level === "TENANT" && rule.role === change.role && rule.accessKey === change.accessKey)?.value ?? "none";
      const changed = changes.filter((change) => change.value !== current(change));
      if (changed.length === 0) return { ...rules, data: { changed: 0 } };
      const result = await setRestrictions(api, changed);
      return result.ok ? { ...result, data: { changed: changed.length } } : result;
    },
    done: (_value, { changed }) => (changed === 0 ? "Nothing changed." : "Restrictions saved."),
  }),
  override: intent({
    schema: fromForm(SetRestrictionsSchema, overrideOf((form) => form.value ?? "")),
    send: async (api, { changes }) => setRestrictions(api, changes),
    done: "Restrictions saved.",
  }),
  lift: intent({ schema: fromForm(SetRestrictionsSchema, overrideOf(() => "none")), send: async (api, { changes }) => setRestrictions(api, changes), done: "Restriction lifted." }),
});
