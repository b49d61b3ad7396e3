import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker } from "./callWorker";
import { origin } from "./helpers";
import { buildWorld, type World } from "./work/world";
import { ok, post } from "./work/answers";

/**
 * What a refusal leaves of a request's body (issue 41 §4, decision record 73): one the Worker began to
 * read is read to its end, none is cancelled. (The 503 that a cancelled or half-read body cost the next
 * request happens in wrangler's dev proxy, which these tests do not pass through:
 * tests/e2e/refused-bodies.spec.ts sends the requests through it.)
 */
let world: World;

beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

const CHUNK = 64 * 1024;
const MIB = 1024 * 1024;

/** A request body of `content`, in chunks, that keeps what the Worker did with it. */
function watchedBody(content: Uint8Array) {
  const seen = { read: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.read >= content.byteLength) return controller.close();
      const chunk = content.slice(seen.read, seen.read + CHUNK);
      seen.read += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const filler = (bytes: number) => new Uint8Array(bytes).fill(0x61);
const text = (value: string) => new TextEncoder().encode(value);
const joined = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  parts.reduce((at, part) => (all.set(part, at), at + part.byteLength), 0);
  return all;
};

/** Sends `content` as a streamed body; answers the status and what the Worker did with the body. */
async function send(path: string, content: Uint8Array, { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> }) {
  const { stream, seen } = watchedBody(content);
  const { token } = world.people.member;
  const response = await callWorker(env, path.startsWith("http") ? path : `${origin("acme")}${path}`, { method, headers: { accesstoken: token, ...headers }, body: stream });
  await response.arrayBuffer();
  return { status: response.status, ...seen, whole: seen.read === content.byteLength };
}

/** A PUT of `content` to the upload URL of a file reserved on the world's public task. */
async function putReserved(file: { name: string; size: number; type: string }, content: Uint8Array) {
  const signed = ok(await post(world.people.member, "task/attachment/createSignedUrl", { taskId: world.publicProject.taskId, ...file })) as { uploadUrl: string };
  return send(signed.uploadUrl, content, { method: "PUT", headers: { "content-type": file.type, "content-length": String(content.byteLength) } });
}

describe("a refused body", () => {
  it("is read to its end when refused part-way: a form whose field is too long", async () => {
    const form = joined(text('--edge\r\ncontent-disposition: form-data; name="taskId"\r\n\r\n'), filler(MIB), text("\r\n--edge--\r\n"));
    const answer = await send("/api/v2/task/attachment/upload", form, { headers: { "content-type": "multipart/form-data; boundary=edge" } });
    expect(answer).toEqual({ status: 400, read: form.byteLength, cancelled: false, whole: true });
  });

  it("is read to its end when refused part-way: a file whose first bytes are not its type", async () => {
    const answer = await putReserved({ name: "pixel.png", size: MIB, type: "image/png" }, filler(MIB));
    expect(answer).toMatchObject({ status: 415, cancelled: false, whole: true });
  });

  it("is read to its end when refused part-way: a JSON body past the limit without a declared length", async () => {
    const answer = await send("/api/v2/task/add", filler(2 * MIB), { headers: { "content-type": "application/json" } });
    expect(answer).toMatchObject({ status: 413, cancelled: false, whole: true });
  });

  it("is left as it is, not cancelled, when refused unread: a file past its reservation", async () => {
    const answer = await putReserved({ name: "notes.txt", size: 1000, type: "text/plain" }, filler(MIB));
    expect(answer).toMatchObject({ status: 413, cancelled: false });
  });
});
