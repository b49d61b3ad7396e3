import { keyBetween, keysAfter } from "../../order";

type Placed = { id: string; position: string | null };

/**
 * The order keys that put `movedId` right after `afterId` (first when null) in
 * `ordered` (sorted by key): one new key between its neighbours, or new keys
 * for all when a neighbour has none or two neighbours share one.
 */
export function placeAfter(ordered: readonly Placed[], movedId: string, afterId: string | null): Array<{ id: string; position: string }> {
  const rest = ordered.filter((item) => item.id !== movedId);
  const index = afterId === null ? 0 : rest.findIndex((item) => item.id === afterId) + 1;
  const before = index > 0 ? rest[index - 1].position : null;
  const after = index < rest.length ? rest[index].position : null;
  const missing = (index > 0 && before === null) || (index < rest.length && after === null);
  if (!missing && (before === null || after === null || before < after)) {
    return [{ id: movedId, position: keyBetween(before, after) }];
  }
  const order = [...rest.slice(0, index), { id: movedId }, ...rest.slice(index)];
  const keys = keysAfter(null, order.length);
  return order.map((item, i) => ({ id: item.id, position: keys[i] }));
}
