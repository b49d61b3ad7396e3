import { data } from "@remix-run/cloudflare";
import { valueFromForm, COLUMN_TYPES, type ColumnType, type ColumnValue } from "~/lib/columns";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import type { ApiClient } from "~/server/api/client";

import { VIA_FETCHER } from "./intents";

export type ColumnActionData = { ok: true; value: ColumnValue | null } | { ok: false; message: string };

const isColumnType = (type: unknown): type is ColumnType => COLUMN_TYPES.includes(type as ColumnType);

/**
 * A value cell's post (intent "setColumnValue", taskId, columnId, columnType and
 * every "value" entry), sent to task/setColumnValue. With JavaScript the cell's
 * fetcher reads the answer as data; without, the page comes back through a
 * redirect to itself with a toast (decision 0016).
 */
export async function handleColumnAction(formData: FormData, api: ApiClient, request: Request) {
  const columnType = formData.get("columnType");
  const taskId = String(formData.get("taskId") ?? "");
  const columnId = String(formData.get("columnId") ?? "");
  let answer: ColumnActionData & { status: number };
  if (!isColumnType(columnType)) answer = { ok: false, message: "Unknown column", status: 400 };
  else {
    const value = valueFromForm({ type: columnType, config: {} }, formData.getAll("value").map(String));
    const result = await apiResult(
      await api.task.setColumnValue.$post({ json: { taskId, columnId, value: value as ColumnValue | null } }),
    );
    answer = result.ok ? { ok: true, value: result.data.value, status: 200 } : { ok: false, message: result.message, status: result.status };
  }
  const { status, ...reply } = answer;
  if (formData.get(VIA_FETCHER)) return data<ColumnActionData>(reply, status);
  const url = new URL(request.url);
  return redirectWithToast(request, url.pathname + url.search, reply.ok ? { kind: "success", message: "Saved." } : { kind: "error", message: reply.message });
}
