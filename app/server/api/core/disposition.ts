/** A Content-Disposition header: `filename` for every browser and `filename*` with the exact (UTF-8) name. */
export function disposition(kind: "inline" | "attachment", name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
