import * as z from "zod";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { IMPORT_FILE_REQUIRED, IMPORT_NOT_JSON, IMPORT_TOO_LARGE, ImportProjectSchema, MAX_IMPORT_BYTES } from "~/schemas/exports";
import { defineIntents, intent } from "./define.server";

const refused = (message: string, status = 400): ApiResult<never> => ({ ok: false, status, message, headers: new Headers() });

/** projects/import's form (routes/_app.projects.import.tsx): a project file, which rides as `z.file()` and is sent read as JSON. */
export const projectImportIntents = defineIntents({
  import: intent({
    schema: ImportProjectSchema.extend({ file: z.file({ error: IMPORT_FILE_REQUIRED }).min(1, IMPORT_FILE_REQUIRED) }),
    send: async (api, { file, ...json }) => {
      if (file.size > MAX_IMPORT_BYTES) return refused(IMPORT_TOO_LARGE, 413);
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        return refused(IMPORT_NOT_JSON);
      }
      return apiResult(await api.project.importProject.$post({ json: { ...json, file: parsed } }));
    },
    done: "",
  }),
});
