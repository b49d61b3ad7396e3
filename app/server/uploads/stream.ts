import { discardRest } from "./unreadBody";

/**
 * Streaming a file into R2 without holding it whole in the Worker (issue 17 §3): the first bytes are
 * read to sniff the type, then put back in front of the rest of the stream.
 */

/** Raised when a streamed body passes its limit or ends early; the caller answers 413 or 400. */
export class UploadStreamError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The first `n` bytes (or fewer, when the source ends first) of an iterator of chunks, and the bytes past them. */
export async function readHead(source: AsyncIterator<Uint8Array>, n: number): Promise<{ head: Uint8Array; rest: Uint8Array; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < n) {
    const { value, done } = await source.next();
    if (done) return { head: concatBytes(chunks), rest: new Uint8Array(0), done: true };
    chunks.push(value);
    size += value.byteLength;
  }
  const all = concatBytes(chunks);
  return { head: all.subarray(0, n), rest: all.subarray(n), done: false };
}

/**
 * A request body's chunks as an async iterator (workerd's ReadableStream is async-iterable, but typed
 * loosely). Stopping early (`return`) reads the rest and throws it away, never cancels (unreadBody.ts).
 */
export function chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterator<Uint8Array> {
  const reader = stream.getReader();
  return {
    next: async () => {
      const { value, done } = await reader.read();
      return done ? { value: undefined, done: true } : { value, done: false };
    },
    return: async () => {
      await discardRest(reader);
      return { value: undefined, done: true };
    },
  };
}

/** The head, then the rest of `source`, as one stream that errors once more than `limit` bytes have passed. */
export function reassembled(parts: readonly Uint8Array[], source: AsyncIterator<Uint8Array> | null, limit: number, tooLarge: string): ReadableStream<Uint8Array> {
  let sent = 0;
  const queue = parts.filter((part) => part.byteLength > 0);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next = queue.shift();
      if (!next && source) {
        const read = await source.next();
        next = read.done ? undefined : read.value;
      }
      if (!next) return controller.close();
      sent += next.byteLength;
      if (sent > limit) {
        await source?.return?.();
        return controller.error(new UploadStreamError(413, tooLarge));
      }
      controller.enqueue(next);
    },
    async cancel() {
      await source?.return?.();
    },
  });
}

/**
 * Puts a stream of exactly `length` bytes under `key`: R2 takes a stream whose length is known, so it
 * passes through a FixedLengthStream, which errors (and the put with it, storing nothing) when the
 * body holds more or fewer bytes.
 */
export async function putKnownLength(bucket: R2Bucket, key: string, body: ReadableStream<Uint8Array>, length: number, options: R2PutOptions) {
  const fixed = new FixedLengthStream(length);
  const piping = body.pipeTo(fixed.writable);
  const [put, pipe] = await Promise.allSettled([bucket.put(key, fixed.readable, options), piping]);
  if (pipe.status === "rejected") {
    if (put.status === "fulfilled") await bucket.delete(key);
    throw pipe.reason instanceof UploadStreamError ? pipe.reason : new UploadStreamError(400, "The upload ended before the whole file arrived");
  }
  if (put.status === "rejected") throw put.reason;
  return put.value;
}

/** R2's smallest part but the last; every part but the last must have the same size. */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * Puts a stream of unknown length (a file inside a form) under `key`, holding at most one part
 * (5 MiB) at a time: a file that fits one part is one put, a larger one an R2 multipart upload,
 * aborted if the stream fails. Answers the bytes stored.
 */
export async function putUnknownLength(bucket: R2Bucket, key: string, body: ReadableStream<Uint8Array>, options: R2PutOptions): Promise<number> {
  const reader = body.getReader();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let total = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  const takePart = () => {
    const all = concatBytes(pending);
    const part = all.slice(0, PART_BYTES);
    const rest = all.subarray(PART_BYTES);
    pending = rest.byteLength ? [rest.slice()] : [];
    pendingBytes = rest.byteLength;
    return part;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      total += value.byteLength;
      while (pendingBytes >= PART_BYTES) {
        upload ??= await bucket.createMultipartUpload(key, { httpMetadata: options.httpMetadata, customMetadata: options.customMetadata });
        parts.push(await upload.uploadPart(parts.length + 1, takePart()));
      }
    }
    if (!upload) {
      await bucket.put(key, concatBytes(pending), options);
      return total;
    }
    if (pendingBytes > 0) parts.push(await upload.uploadPart(parts.length + 1, concatBytes(pending)));
    await upload.complete(parts);
    return total;
  } catch (error) {
    await upload?.abort().catch(() => {});
    await reader.cancel().catch(() => {});
    throw error;
  }
}
