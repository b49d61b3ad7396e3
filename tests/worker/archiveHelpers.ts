import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { callWorker } from "./callWorker";
import { origin, tenantStub } from "./helpers";
import type { callAs, createOrganisation } from "./subscriptionHelpers";

/** What the organisation archive's worker tests share (decisions 0092 and 0099). */
export type Org = Pick<Awaited<ReturnType<typeof createOrganisation>>, "tenant">;
export type Caller = ReturnType<typeof callAs>;
export type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const data = (reply: { status: number; data?: unknown; error?: unknown }) => {
  expect(reply.status, JSON.stringify(reply.error)).toBe(200);
  return reply.data as Loose;
};
export const inOrg = <T>(subdomain: string, work: (sql: SqlStorage) => T) =>
  runInDurableObject(tenantStub(subdomain), async (_instance, state) => state.storage.transactionSync(() => work(state.storage.sql)));
const runAlarm = (subdomain: string) => runInDurableObject(tenantStub(subdomain), (instance) => (instance as unknown as { alarm(): Promise<void> }).alarm());
/** The plan's caps lifted, so an archive of many projects fits. */
export const withoutCaps = (subdomain: string) =>
  inOrg(subdomain, (sql) =>
    sql.exec(
      `INSERT INTO plan_copy (id, plan_id, plan_name, plan_upgrade, limits_json, updated_at) VALUES (1, 'business', 'Business', 1, '{}', 0)
       ON CONFLICT (id) DO UPDATE SET limits_json = excluded.limits_json`,
    ),
  );
export const fetchAs = (subdomain: string, token: string, path: string) => callWorker(env, `${origin(subdomain)}${path}`, { headers: { accesstoken: token } });
export const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));

/** Starts the archive and runs the alarm until it is ready; answers the job's download link. */
export async function exportArchive(org: Org, caller: Caller) {
  const started = data(await caller.post("tenant/exportArchive"));
  for (let run = 0; run < 30; run++) {
    const state = await inOrg(org.tenant.subdomain, (sql) => sql.exec<{ state: string }>("SELECT state FROM export_jobs WHERE id = ?", started.jobId).one().state);
    if (state !== "running") break;
    await runAlarm(org.tenant.subdomain);
  }
  const jobs = data(await caller.get("download/exportJobs")).jobs as Loose[];
  const job = jobs.find((one) => one.jobId === started.jobId)!;
  expect(job).toMatchObject({ format: "zip", state: "ready", projectName: org.tenant.name });
  return { jobId: started.jobId as string, downloadUrl: job.downloadUrl as string };
}

/** The archive's bytes, downloaded through its signed link by its super admin. */
export async function downloadArchive(org: Org, caller: Caller) {
  const { jobId, downloadUrl } = await exportArchive(org, caller);
  const response = await fetchAs(org.tenant.subdomain, caller.token, downloadUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  return { jobId, downloadUrl, archive: new Uint8Array(await response.arrayBuffer()) };
}

/** The brief both archive tests attach to a task. */
export const ATTACHMENT = new TextEncoder().encode("%PDF-1.7\nthe brief\n%%EOF\n");

/** Attaches the brief to a task (or to its author's message there), through the signed upload a member's browser uses. */
export async function attachBrief(caller: Caller, taskId: string, messageId?: string) {
  const signed = data(await caller.post("task/attachment/createSignedUrl", { taskId, name: "brief.pdf", size: ATTACHMENT.byteLength, messageId }));
  const put = await callWorker(env, signed.uploadUrl, {
    method: "PUT",
    headers: { accesstoken: caller.token, "content-type": "application/octet-stream", "content-length": String(ATTACHMENT.byteLength) },
    body: ATTACHMENT,
  });
  expect(put.status).toBe(200);
}
