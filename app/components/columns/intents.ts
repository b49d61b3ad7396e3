/** The intent of a value cell's form, and the field a script adds so the action answers data rather than a redirect. */
export const SET_COLUMN_VALUE = "setColumnValue";
export const VIA_FETCHER = "viaFetcher";
