import { dateInputMessage, parseDateInput } from "./dates";

/**
 * How a date field's day reaches the server (decision 82). With JavaScript the field posts the day
 * as yyyy-mm-dd under its name. Without it, the text as the person typed it goes under the name, and
 * a mark beside it (`_date` = "dueDate:dd/mm/yy") says the field is a date and in which order it was
 * typed; `readDateFields` turns each marked text into yyyy-mm-dd before the form's schema reads it,
 * so the schemas and the API only ever see stored days.
 */
export const DATE_MARK_FIELD = "_date";

export const dateMark = (name: string, preference: string) => `${name}:${preference}`;

type Entries = Array<[string, FormDataEntryValue]>;

function readEntries(entries: Entries) {
  const marks = new Map<string, string>();
  for (const [key, value] of entries) {
    if (key !== DATE_MARK_FIELD || typeof value !== "string") continue;
    const at = value.lastIndexOf(":");
    if (at > 0) marks.set(value.slice(0, at), value.slice(at + 1));
  }
  const errors: Record<string, string[]> = {};
  const read: Entries = [];
  for (const [key, value] of entries) {
    if (key === DATE_MARK_FIELD) continue;
    const preference = marks.get(key);
    if (preference === undefined || typeof value !== "string") {
      read.push([key, value]);
      continue;
    }
    const day = parseDateInput(value, preference);
    if (day === null) errors[key] = [dateInputMessage(preference)];
    read.push([key, day ?? value]);
  }
  return { read, errors, invalid: Object.keys(errors).length > 0 };
}

/**
 * A posted form with its marked date fields read as yyyy-mm-dd (the marks left out). A text that
 * names no day stays as typed (a form shown again keeps it) and is answered in `errors`, by field,
 * with the message the field shows: the caller sends nothing while `invalid`.
 */
export function readDateFields(form: FormData) {
  const { read, errors, invalid } = readEntries(Array.from(form.entries()));
  const copy = new FormData();
  for (const [key, value] of read) copy.append(key, value);
  return { form: copy, errors, invalid };
}

/** The same for a GET form's address: an invalid day is dropped (the field itself says why, from the address). */
export function readDateParams(params: URLSearchParams): URLSearchParams {
  const { read, errors } = readEntries(Array.from(params.entries()));
  return new URLSearchParams((read as Array<[string, string]>).filter(([key]) => !Object.hasOwn(errors, key)));
}
