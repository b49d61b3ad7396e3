import { MAX_IMPORT_BYTES } from "~/schemas/exports";
import { MAX_ARCHIVE_BASE64 } from "~/schemas/organisationArchive";

/** No request body may be larger (a profile picture of 2 MiB with its form around it fits). */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

/** JSON bodies of /api/v2 calls (signed picture uploads carry their own limit). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * A Meridian project file being imported (issue 19, decision 0047) may be larger than other
 * requests: its form page and its API call take the file and a little around it.
 */
export const IMPORT_API_PATH = "/api/v2/project/importProject";
export const IMPORT_PAGE_PATH = "/projects/import";
/** A CSV import's calls and page (decision 0064): the CSV (at most MAX_CSV_IMPORT_BYTES, refused beyond by the call) written as a JSON string or a form field. */
export const CSV_PREVIEW_API_PATH = "/api/v2/project/previewCsvImport";
export const CSV_IMPORT_API_PATH = "/api/v2/project/importCsv";
export const CSV_IMPORT_PAGE_PATH = "/projects/import/csv";
export const PROJECT_FILE_API_PATHS: readonly string[] = [IMPORT_API_PATH, CSV_PREVIEW_API_PATH, CSV_IMPORT_API_PATH];
export const MAX_IMPORT_REQUEST_BYTES = MAX_IMPORT_BYTES + 64 * 1024;
export const takesProjectFile = (pathname: string) => PROJECT_FILE_API_PATHS.includes(pathname) || pathname === IMPORT_PAGE_PATH || pathname === CSV_IMPORT_PAGE_PATH;

/**
 * An organisation's archive being imported (decision 0092): base64 in JSON through its API call,
 * the zip in a multipart form on its settings page; both a little larger than the archive's base64.
 */
export const ARCHIVE_IMPORT_API_PATH = "/api/v2/tenant/importArchive";
export const ARCHIVE_PAGE_PATH = "/settings/organisation-archive";
export const MAX_ARCHIVE_REQUEST_BYTES = MAX_ARCHIVE_BASE64 + 64 * 1024;
export const takesArchive = (pathname: string) => pathname === ARCHIVE_IMPORT_API_PATH || pathname === ARCHIVE_PAGE_PATH;
