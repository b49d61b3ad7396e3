// Issue 17 "Speed": "an upload of a 20 MB file streams without buffering it whole in the Worker
// (measure the Worker's memory)". A 20 MB file goes up as the browser sends it: createSignedUrl,
// then a PUT of the bytes to the signed URL, streamed from here in 64 KiB chunks. Measured: the
// growth of the local runtime's resident memory (every workerd process of the app) from just before
// the PUT to its peak during it, read from Linux's own high-water mark (VmHWM, reset by writing 5
// to /proc/<pid>/clear_refs before the upload). The local runtime also plays R2 (miniflare), so the
// same uploads go to a Worker that only pipes a PUT's body into a local bucket (scripts/bench/r2-put.mjs)
// on the same wrangler and workerd: the app's share is its growth less that one's.
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { request } from "./http.mjs";
import { startR2Put, workerdPids } from "./servers.mjs";
import { memberHeaders, seed } from "./work.mjs";

const HOST = "acme.localhost";
const MB = 1_000_000;
const FILE_BYTES = 20 * MB;
const SMALL_BYTES = 2 * MB;
/** Held whole, the file alone would grow the Worker by its size: streaming keeps the app's share (beyond the bucket's) under it. */
export const UPLOAD_BUDGET = { appShareBytes: FILE_BYTES };
const CHUNK = 64 * 1024;

const statusKb = (pid, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);

/** PUTs `bytes` bytes of plain text (which the sniffer accepts as text/plain) to `path`, a chunk at a time. */
function putStreamed(port, path, headers, bytes) {
  const line = Buffer.from("Streamed upload: the same line again and again, to fill twenty megabytes.\n");
  const chunk = Buffer.concat(Array.from({ length: Math.ceil(CHUNK / line.length) }, () => line)).subarray(0, CHUNK);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: "PUT", headers: { host: `${HOST}:${port}`, "content-type": "text/plain", "content-length": String(bytes), ...headers } },
      (res) => {
        let data = "";
        res.on("data", (part) => (data += part));
        res.on("end", () => resolve({ status: res.statusCode, body: data }));
      },
    );
    req.on("error", reject);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(CHUNK, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

/** The growth of the resident memory of the runtime of process group `pgid` to its peak during a streamed PUT of `bytes` bytes to `path`, in bytes. */
async function putGrowth(port, pgid, path, headers, bytes) {
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error("no workerd process in the server's process group");
  for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const before = pids.reduce((sum, pid) => sum + statusKb(pid, "VmRSS"), 0);
  const put = await putStreamed(port, path, headers, bytes);
  if (put.status !== 200) throw new Error(`the PUT answered ${put.status}: ${put.body.slice(0, 300)}`);
  const stored = JSON.parse(put.body).data;
  if (stored.size !== bytes) throw new Error(`the PUT stored ${stored.size} bytes, not ${bytes}`);
  const peak = pids.reduce((sum, pid) => sum + statusKb(pid, "VmHWM"), 0);
  return (peak - before) * 1024;
}

/** One upload to the app as the browser makes it: createSignedUrl, then the PUT to its URL. */
async function appUploadGrowth(port, pgid, headers, taskId, bytes) {
  const signed = await request(port, HOST, "/api/v2/task/attachment/createSignedUrl", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ taskId, name: `upload-${bytes}.txt`, size: bytes, type: "text/plain" }),
  });
  if (signed.status !== 200) throw new Error(`createSignedUrl answered ${signed.status}: ${signed.body.slice(0, 300)}`);
  const url = new URL(JSON.parse(signed.body).data.uploadUrl);
  return putGrowth(port, pgid, `${url.pathname}${url.search}`, headers, bytes);
}

/**
 * Per server, a 2 MB upload first (the runtime's first upload also loads code and grows its heaps),
 * then the 20 MB one: memory the small one leaves behind can hide at most its own 2 MB of the large one's.
 */
export async function measureUploadMemory(port, pgid) {
  const headers = await memberHeaders(port);
  const project = await seed(port, "Bench upload", { name: "Uploads", tasks: 1, groups: 1, assignees: [] });
  const appSmall = await appUploadGrowth(port, pgid, headers, project.taskIds[0], SMALL_BYTES);
  const app = await appUploadGrowth(port, pgid, headers, project.taskIds[0], FILE_BYTES);
  const bucketPort = Number(process.env.BENCH_R2_PORT ?? port + 70);
  const bucket = await startR2Put(bucketPort);
  let bucketOnly;
  try {
    await putGrowth(bucketPort, bucket.pid, "/", {}, SMALL_BYTES);
    bucketOnly = await putGrowth(bucketPort, bucket.pid, "/", {}, FILE_BYTES);
  } finally {
    bucket.stop();
  }
  const share = app - bucketOnly;
  const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
  return [
    {
      what: `Attachments: a ${FILE_BYTES / MB} MB upload through the signed URL, the app's share of the local runtime's peak memory growth during the PUT (VmHWM, after a ${SMALL_BYTES / MB} MB upload): its growth less that of a Worker that only pipes the PUT into the local R2`,
      measured: `${mb(share)} (the app ${mb(app)}, the bucket-only Worker ${mb(bucketOnly)}; the app's ${SMALL_BYTES / MB} MB upload before: ${mb(appSmall)})`,
      budget: `< ${UPLOAD_BUDGET.appShareBytes / MB} MB (the file's size: not held whole)`,
      pass: share < UPLOAD_BUDGET.appShareBytes,
    },
  ];
}
