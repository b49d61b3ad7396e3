/**
 * Where a state-changing request carries its CSRF token (decision 0005): the
 * hidden field of a form post, or the header of an API call (spec §7).
 */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";
