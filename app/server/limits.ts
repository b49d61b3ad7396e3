/** No request body may be larger (a profile picture of 2 MiB with its form around it fits). */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

/** JSON bodies of /api/v2 calls (signed picture uploads carry their own limit). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
