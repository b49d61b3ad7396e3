/** A Durable Object's storage that tells `heard` every statement run through its `sql`, as the workspace core would run it. */
export function recordingStorage(storage: DurableObjectStorage, heard: (query: string, bindings: unknown[]) => void): DurableObjectStorage {
  const sql = new Proxy(storage.sql, {
    get(target, property) {
      if (property === "exec") {
        return (query: string, ...bindings: unknown[]) => {
          heard(query, bindings);
          return target.exec(query, ...bindings);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return new Proxy(storage, {
    get(target, property) {
      if (property === "sql") return sql;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
