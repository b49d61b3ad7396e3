import * as z from "zod";
import { CSV_INTENTS } from "~/components/exports/CsvImportForms";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { COLUMN_TYPES, type ColumnType } from "~/lib/columns";
import { CSV_FIELDS, type CsvField } from "~/lib/exports/csvFields";
import { CSV_FILE_REQUIRED, CSV_NOT_TEXT, CSV_TOO_LARGE, PreviewCsvImportSchema } from "~/schemas/exports";
import { MAX_CSV_IMPORT_BYTES } from "~/lib/exports/formats";
import type { ApiClient } from "~/server/api/client";
import { defineIntents, intent } from "./define.server";
import { fromForm } from "./formInput.server";

const refused = (message: string, status = 400): ApiResult<never> => ({ ok: false, status, message, headers: new Headers() });
const entry = (group: unknown, index: number) => (typeof group === "object" && group !== null ? (group as Record<string, unknown>)[index] : undefined);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The mapping as the form posts it: for each CSV column `field.<n>`, and for a custom column `columnName.<n>` and `type.<n>`. */
function mappingOf(form: Record<string, unknown>) {
  const count = Math.min(500, Number(form.columns) || 0);
  return Array.from({ length: count }, (_, index) => {
    const field = text(entry(form.field, index)) || "ignore";
    const type = text(entry(form.type, index));
    const known = (CSV_FIELDS as readonly string[]).includes(field) ? (field as CsvField) : "ignore";
    if (known !== "custom") return { field: known };
    return {
      field: known,
      name: text(entry(form.columnName, index)).trim().slice(0, 50) || undefined,
      type: (COLUMN_TYPES as readonly string[]).includes(type) ? (type as ColumnType) : undefined,
    };
  });
}

/** The project's name and the file's, which the steps carry for the page (the import's name is checked by the API with the rest). */
const screen = { name: z.string().default(""), fileName: z.string().default("file.csv") };

/** The mapping step's form: the CSV's text (a hidden field between the steps), the team, the mapping. */
const MappedSchema = fromForm(PreviewCsvImportSchema.required({ mapping: true }).extend(screen), (form) => ({ ...form, mapping: mappingOf(form) }));

const preview = async (api: ApiClient, json: z.output<typeof PreviewCsvImportSchema>) => apiResult(await api.project.previewCsvImport.$post({ json }));

/**
 * The CSV import's forms (routes/_app.projects.import_.csv.tsx, decision 0064): the file read and its
 * mapping guessed (`upload`: the file rides as `z.file()` and is sent as its text), the mapping
 * checked, and the import, which checks the mapping again and, when the file has no error, imports.
 */
export const csvImportIntents = defineIntents({
  [CSV_INTENTS.upload]: intent({
    schema: z.object({ file: z.file({ error: CSV_FILE_REQUIRED }).min(1, CSV_FILE_REQUIRED), ...PreviewCsvImportSchema.pick({ teamId: true }).shape, name: z.string().optional() }),
    send: async (api, { file, teamId }) => {
      if (file.size > MAX_CSV_IMPORT_BYTES) return refused(CSV_TOO_LARGE, 413);
      const csv = await file.text();
      if (csv.includes("\u0000")) return refused(CSV_NOT_TEXT);
      const previewed = await preview(api, { teamId, csv });
      return previewed.ok ? { ...previewed, data: { csv, preview: previewed.data } } : previewed;
    },
    done: "",
  }),
  [CSV_INTENTS.check]: intent({
    schema: MappedSchema,
    send: async (api, { teamId, csv, mapping }) => preview(api, { teamId, csv, mapping }),
    done: "",
  }),
  [CSV_INTENTS.import]: intent({
    schema: MappedSchema,
    send: async (api, { teamId, csv, mapping, name }) => {
      const previewed = await preview(api, { teamId, csv, mapping });
      if (!previewed.ok) return previewed;
      const imported = previewed.data.ok ? await apiResult(await api.project.importCsv.$post({ json: { teamId, name, csv, mapping } })) : null;
      return { ...previewed, data: { preview: previewed.data, imported } };
    },
    done: "",
  }),
});
