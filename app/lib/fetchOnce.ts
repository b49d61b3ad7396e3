/**
 * `load` run once and its promise shared by every caller (a module fetched on demand): a failed load
 * (offline) is forgotten, so the next call tries again.
 */
export function fetchOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let fetching: Promise<T> | null = null;
  return () =>
    (fetching ??= load().catch((error: unknown) => {
      fetching = null;
      throw error;
    }));
}
