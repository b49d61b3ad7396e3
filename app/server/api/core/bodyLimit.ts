import type { Context, MiddlewareHandler } from "hono";
import { chunksOf, concatBytes } from "~/server/uploads/stream";

type Limit = { maxSize: number; onError: (c: Context) => Response | Promise<Response> };

/**
 * hono/body-limit's rule: a body whose declared length is over `maxSize` is refused unread, one
 * without a declared length is read up to it. Unlike hono's, a body refused part-way is read to its
 * end first (chunksOf, uploads/unreadBody.ts): hono's leaves it half read.
 */
export const bodyLimit =
  ({ maxSize, onError }: Limit): MiddlewareHandler =>
  async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && !c.req.header("transfer-encoding")) return Number.parseInt(declared, 10) > maxSize ? onError(c) : next();
    const source = chunksOf(body);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let read = await source.next(); !read.done; read = await source.next()) {
      size += read.value.byteLength;
      if (size > maxSize) {
        await source.return?.();
        return onError(c);
      }
      chunks.push(read.value);
    }
    c.req.raw = new Request(c.req.raw, { body: concatBytes(chunks) });
    return next();
  };
