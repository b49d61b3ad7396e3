import * as z from "zod";
import { MAX_ARCHIVE_BYTES } from "~/lib/exports/organisationArchive";

/**
 * The organisation archive's calls (issue 38 §3, decision 0092): a super admin starts the export
 * (a background job, decision 0057) and imports an archive into a new organisation. The archive
 * travels as base64 in JSON (the in-process client and the API's other calls speak JSON); the
 * import form reads the uploaded file into it.
 */
export const ARCHIVE_NOT_NEW = "An archive is imported into a new organisation, and this one already has projects";
export const ARCHIVE_EXPORT_STARTED =
  "The organisation's export runs in the background. You will get a notification and an e-mail with the download link when it is ready.";
export const CHOOSE_ARCHIVE = "Choose an organisation archive (.zip) exported from Meridian";

/** Characters of base64 the largest archive takes. */
export const MAX_ARCHIVE_BASE64 = Math.ceil(MAX_ARCHIVE_BYTES / 3) * 4;

export const ImportArchiveSchema = z.object({
  archive: z
    .string({ error: CHOOSE_ARCHIVE })
    .min(1, CHOOSE_ARCHIVE)
    .max(MAX_ARCHIVE_BASE64, "The archive is too large: an import takes at most 16 MB")
    .base64(CHOOSE_ARCHIVE)
    .describe("the archive's bytes (a zip), in base64"),
});
export type ImportArchiveInput = z.infer<typeof ImportArchiveSchema>;
