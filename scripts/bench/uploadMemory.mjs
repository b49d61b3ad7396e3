// Issue 17 "Speed": "an upload of a 20 MB file streams without buffering it whole in the Worker
// (measure the Worker's memory)". A 20 MB file goes up as the browser sends it: createSignedUrl,
// then a PUT of the bytes to the signed URL, streamed from here in 64 KiB chunks. Measured: the
// growth of the local runtime's resident memory (every workerd process of the app) from just before
// the PUT to its peak during it, read from Linux's own high-water mark (VmHWM, reset by writing 5
// to /proc/<pid>/clear_refs before the upload). The local runtime also plays R2 (miniflare), so the
// figure holds the local bucket's share of the work too: an upper bound for the Worker's.
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { request } from "./http.mjs";
import { workerdPids } from "./servers.mjs";
import { memberHeaders, seed } from "./work.mjs";

const HOST = "acme.localhost";
const MB = 1_000_000;
const FILE_BYTES = 20 * MB;
const SMALL_BYTES = 2 * MB;
/** Held whole, the file alone would grow the process by its size: streaming keeps the peak under it. */
export const UPLOAD_BUDGET = { peakGrowthBytes: FILE_BYTES };
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

/** One upload of `bytes` (createSignedUrl, then the PUT): the growth of the runtime's resident memory to its peak during the PUT, in bytes. */
async function uploadGrowth(port, pgid, headers, taskId, bytes) {
  const signed = await request(port, HOST, "/api/v2/task/attachment/createSignedUrl", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ taskId, name: `upload-${bytes}.txt`, size: bytes, type: "text/plain" }),
  });
  if (signed.status !== 200) throw new Error(`createSignedUrl answered ${signed.status}: ${signed.body.slice(0, 300)}`);
  const { uploadUrl } = JSON.parse(signed.body).data;
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error("no workerd process in the app's process group");
  for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const before = pids.reduce((sum, pid) => sum + statusKb(pid, "VmRSS"), 0);
  const url = new URL(uploadUrl);
  const put = await putStreamed(port, `${url.pathname}${url.search}`, headers, bytes);
  if (put.status !== 200) throw new Error(`the PUT answered ${put.status}: ${put.body.slice(0, 300)}`);
  const stored = JSON.parse(put.body).data;
  if (stored.size !== bytes) throw new Error(`the PUT stored ${stored.size} bytes, not ${bytes}`);
  const peak = pids.reduce((sum, pid) => sum + statusKb(pid, "VmHWM"), 0);
  return (peak - before) * 1024;
}

/**
 * A 2 MB upload first (the runtime's first upload also loads code and grows its heaps), then the
 * 20 MB one: memory the small one leaves behind can hide at most its own 2 MB of the large one's.
 */
export async function measureUploadMemory(port, pgid) {
  const headers = await memberHeaders(port);
  const project = await seed(port, "Bench upload", { name: "Uploads", tasks: 1, groups: 1, assignees: [] });
  const small = await uploadGrowth(port, pgid, headers, project.taskIds[0], SMALL_BYTES);
  const growth = await uploadGrowth(port, pgid, headers, project.taskIds[0], FILE_BYTES);
  return [
    {
      what: `Attachments: a ${FILE_BYTES / MB} MB upload through the signed URL, growth of the local runtime's resident memory to its peak during the PUT (VmHWM; the local R2 included), after a ${SMALL_BYTES / MB} MB one`,
      measured: `${(growth / MB).toFixed(1)} MB (the ${SMALL_BYTES / MB} MB upload before it: ${(small / MB).toFixed(1)} MB)`,
      budget: `< ${UPLOAD_BUDGET.peakGrowthBytes / MB} MB (the file's size: not held whole)`,
      pass: growth < UPLOAD_BUDGET.peakGrowthBytes,
    },
  ];
}
