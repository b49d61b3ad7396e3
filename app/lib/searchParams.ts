/** A page's state lives in its query (a view's filters, sort, open task; the open panel): links change one part and keep the rest. */
export function withParams(search: string, changes: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

