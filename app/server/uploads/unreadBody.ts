import { MAX_ATTACHMENT_REQUEST_BYTES } from "./attachmentPaths";

/**
 * The most of a refused body that is read only to be thrown away: the largest body the Worker takes.
 * Past it the body is cancelled and its connection closes, as it would anyway for that much more.
 */
const MAX_DISCARDED_BYTES = MAX_ATTACHMENT_REQUEST_BYTES;

/**
 * Reads to its end, and throws away, a request body the Worker began to read and will not use, before
 * the answer (decision record 73). A body cancelled or left half read makes workerd close its
 * connection after the answer, and wrangler's dev proxy, which keeps its connections to the runtime
 * alive, sends the next request (anyone's) down that one: 503. A body never touched needs nothing:
 * workerd reads it to its end after the answer.
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > MAX_DISCARDED_BYTES) return await reader.cancel();
    }
  } catch {
    // The client went away: nothing is left to read.
  }
}
