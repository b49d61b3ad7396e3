import { z } from "zod";
import { SET_COLUMN_VALUE, type ColumnActionData } from "~/components/columns/intents";
import { apiResult } from "~/lib/api-result";
import { COLUMN_TYPES, valueFromForm, type ColumnValue } from "~/lib/columns";
import type { ApiClient } from "~/server/api/client";
import { answerPost, defineIntents, formField as field, intent, type Params } from "./define.server";

/**
 * A value cell's post (taskId, columnId, columnType and every "value" entry),
 * sent to task/setColumnValue. With JavaScript the cell's fetcher reads the
 * answer as data; without, the page comes back through a redirect to itself
 * with a toast (decision 0016).
 */
export const columnValueIntents = defineIntents(
  {
    [SET_COLUMN_VALUE]: intent({
      schema: z
        .object({ taskId: field.id, columnId: field.id, columnType: z.enum(COLUMN_TYPES, { error: "Unknown column" }), value: field.list })
        .transform(({ columnType, value, ...cell }) => ({ ...cell, value: valueFromForm({ type: columnType, config: {} }, value) as ColumnValue | null })),
      send: async (api, json) => apiResult(await api.task.setColumnValue.$post({ json })),
      done: "Saved.",
    }),
  },
  { raw: true },
);

export async function columnValuePost(request: Request, form: FormData, api: ApiClient, params: Params) {
  const outcome = await columnValueIntents.run(form, api, params);
  if (!outcome) throw new Error("Not a value cell's post");
  const url = new URL(request.url);
  return answerPost(request, form, outcome, url.pathname + url.search, (done): ColumnActionData =>
    done.ok ? { ok: true, value: done.data.value } : { ok: false, message: done.message },
  );
}
