import { apiResult } from "~/lib/api-result";
import { COLUMN_TYPE_LABELS } from "~/lib/columns";
import { ColumnIdSchema, configFromForm, CreateColumnSchema, DuplicateColumnSchema, RearrangeColumnSchema, UpdateColumnSchema } from "~/schemas/column";
import { defineIntents, intent } from "./define.server";
import { fromForm } from "./formInput.server";

/** A column form's fields: its configuration is described by currency, max and one option label per line. */
const withConfig = ({ currency, max, options, ...column }: Record<string, unknown>) => ({ ...column, config: configFromForm({ currency, max, options }) });

/** The columns page's forms (routes/_app.projects.$teamId.$projectId.columns.tsx): add, save, change type, move, duplicate, delete a column. */
export const columnIntents = defineIntents({
  createColumn: intent({
    schema: fromForm(CreateColumnSchema.omit({ projectId: true }), withConfig),
    send: async (api, json, params) => apiResult(await api.project.column.create.$post({ json: { projectId: params.projectId ?? "", ...json } })),
    done: ({ name }) => `Column ${name} added.`,
  }),
  updateColumn: intent({
    // The form's type is the column's own (the Type form changes it).
    schema: fromForm(UpdateColumnSchema.omit({ type: true }).required({ name: true }), ({ type: _type, ...form }) => withConfig(form)),
    send: async (api, json) => apiResult(await api.project.column.update.$post({ json })),
    done: ({ name }) => `Column ${name} saved.`,
  }),
  changeType: intent({
    schema: UpdateColumnSchema.pick({ columnId: true, type: true, confirm: true }).required({ type: true }),
    send: async (api, json) => apiResult(await api.project.column.update.$post({ json })),
    done: ({ type }) => `Column type changed to ${COLUMN_TYPE_LABELS[type]}.`,
  }),
  moveColumn: intent({ schema: RearrangeColumnSchema, send: async (api, json) => apiResult(await api.project.column.rearrange.$post({ json })), done: "Column moved." }),
  duplicateColumn: intent({
    schema: DuplicateColumnSchema,
    send: async (api, json) => apiResult(await api.project.duplicateColumn.$post({ json })),
    done: (_value, { column }) => `Column ${column.name} added.`,
  }),
  deleteColumn: intent({ schema: ColumnIdSchema, send: async (api, json) => apiResult(await api.project.column.delete.$post({ json })), done: "Column deleted." }),
});
