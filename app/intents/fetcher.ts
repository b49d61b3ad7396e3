/** Present when a fetcher (JavaScript) posts: the action answers data instead of a redirect with a toast. */
export const VIA_FETCHER = "viaFetcher";
