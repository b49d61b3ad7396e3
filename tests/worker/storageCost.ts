import { listenToStorage, type StorageCall } from "~/server/telemetry/storage";

/**
 * The storage round trips of one call through the real Worker, heard through
 * the product's own storage instrumentation: the operations of each store, sorted.
 */
export async function storageCostOf(call: () => Promise<Response>) {
  const calls: StorageCall[] = [];
  const stop = listenToStorage((heard) => calls.push(heard));
  let response: Response;
  try {
    response = await call();
    await response.clone().arrayBuffer();
  } finally {
    stop();
  }
  const of = (store: StorageCall["store"]) =>
    calls
      .filter((heard) => heard.store === store)
      .map((heard) => heard.operation)
      .sort();
  return { response, durableObject: of("durable-object"), d1: of("d1") };
}
