import * as z from "zod";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { ARCHIVE_TOO_LARGE, MAX_ARCHIVE_BYTES } from "~/lib/exports/organisationArchive";
import { CHOOSE_ARCHIVE } from "~/schemas/organisationArchive";
import { defineIntents, intent } from "./define.server";

/** The file's bytes as base64, a slice at a time (a spread of millions of arguments overflows the stack). */
function toBase64(bytes: Uint8Array) {
  let text = "";
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(text);
}

const tooLarge: ApiResult<never> = { ok: false, status: 413, message: ARCHIVE_TOO_LARGE, headers: new Headers() };

/**
 * Settings › Organisation archive's forms (routes/_app.settings.organisation-archive.tsx): start the
 * export, import an archive. The archive rides as `z.file()` and is sent as the API's base64 `archive`.
 */
export const organisationArchiveIntents = defineIntents({
  export: intent({ schema: z.object({}), send: async (api) => apiResult(await api.tenant.exportArchive.$post()), done: "" }),
  import: intent({
    schema: z.object({ archive: z.file({ error: CHOOSE_ARCHIVE }).min(1, CHOOSE_ARCHIVE) }),
    send: async (api, { archive: file }) => {
      if (file.size > MAX_ARCHIVE_BYTES) return tooLarge;
      const archive = toBase64(new Uint8Array(await file.arrayBuffer()));
      return apiResult(await api.tenant.importArchive.$post({ json: { archive } }));
    },
    done: "",
  }),
});
