import { z } from "zod";
import { SET_COLUMN_VALUE, type ColumnActionData } from "~/components/columns/intents";
import { apiResult } from "~/lib/api-result";
import { COLUMN_TYPES, valueFromForm, type ColumnType } from "~/lib/columns";
import { SetColumnValueSchema } from "~/schemas/column";
import type { ApiClient } from "~/server/api/client";
import { answerPost, defineIntents, intent, type Params } from "./define.server";
import { fromForm, textsOf } from "./formInput.server";

const isColumnType = (value: unknown): value is ColumnType => (COLUMN_TYPES as readonly unknown[]).includes(value);

/**
 * A value cell's post (taskId, columnId, columnType and every "value" entry),
 * sent to task/setColumnValue. With JavaScript the cell's fetcher reads the
 * answer as data; without, the page comes back through a redirect to itself
 * with a toast (decision 0016).
 */
export const columnValueIntents = defineIntents({
  [SET_COLUMN_VALUE]: intent({
    // The cell's entries are read as its type's value (valueFromForm); the API checks it against the column.
    schema: fromForm(SetColumnValueSchema.extend({ columnType: z.enum(COLUMN_TYPES, { error: "Unknown column" }) }), ({ columnType, value, ...cell }) => ({
      ...cell,
      columnType,
      value: isColumnType(columnType) ? valueFromForm({ type: columnType, config: {} }, textsOf(value)) : null,
    })),
    send: async (api, { columnType: _type, ...json }) => apiResult(await api.task.setColumnValue.$post({ json })),
    done: "Saved.",
  }),
});

export async function columnValuePost(request: Request, form: FormData, api: ApiClient, params: Params) {
  const outcome = await columnValueIntents.run(form, api, params);
  if (!outcome) throw new Error("Not a value cell's post");
  const url = new URL(request.url);
  return answerPost(request, form, outcome, url.pathname + url.search, (done): ColumnActionData =>
    done.ok ? { ok: true, value: done.data.value } : { ok: false, message: done.message },
  );
}
