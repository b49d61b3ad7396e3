import { useCallback, useEffect, useRef } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const following = new WeakSet<object>();

/** Whether the field follows the server's value in place: a live reload may run while the reader is in it (LiveUpdates). */
export const followsServer = (element: Element) => following.has(element);

/** What a field shows once the server's value went from `before` to `after`: the new value, unless the reader has text of their own in it. */
export const valueAfterReload = (shown: string, before: string, after: string) => (shown === before ? after : shown);

/**
 * The ref of an uncontrolled field (defaultValue) that follows the server's value as the page's data
 * reloads (someone else's change, issue 21) without being remounted: its focus stays, and text the
 * reader typed and has not saved stays too (their save then wins: last write wins, and the overwritten
 * person is told).
 */
export function useServerValue(value: string) {
  const field = useRef<Field | null>(null);
  const before = useRef(value);
  useEffect(() => {
    if (field.current && before.current !== value) field.current.value = valueAfterReload(field.current.value, before.current, value);
    before.current = value;
  }, [value]);
  return useCallback((element: Field | null) => {
    field.current = element;
    if (element) following.add(element);
  }, []);
}
