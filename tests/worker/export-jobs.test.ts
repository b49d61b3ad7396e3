import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import readXlsxFile from "read-excel-file/universal";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProjectFile } from "~/lib/exports/projectJson";
import { EXPORT_LINK_GONE } from "~/schemas/exportJobs";
import { exportDownloadLink } from "~/server/exports/downloadLink";
import { callWorker } from "./callWorker";
import { GUS, origin, tenantStub } from "./helpers";
import { ok, post } from "./work/answers";
import { agentFor, buildWorld, call, inAcme, type Agent, type World } from "./work/world";

/**
 * Issue 19 §4 (decision 0057): a large project's export runs in the background. `background=true`
 * stands for a project above the threshold, so a small project goes the whole way: the job, its
 * steps through the alarm, the file in R2, the bell, the mail with its signed link, and who may
 * (not) use the link.
 */
let world: World;
let owner: Agent;
let projectId: string;

const download = (agent: Agent, query: Record<string, string>, subdomain = "acme") =>
  callWorker(env, `${origin(subdomain)}/api/v2/download/projectData?${new URLSearchParams(query)}`, { headers: { accesstoken: agent.token } });
const fetchLink = (agent: Agent, link: string) => callWorker(env, link, { headers: { accesstoken: agent.token } });
const runAlarm = () => runInDurableObject(tenantStub("acme"), (instance) => (instance as unknown as { alarm(): Promise<void> }).alarm());
const jobState = (jobId: string) => inAcme((sql) => sql.exec<{ state: string; pieces: number }>("SELECT state, pieces FROM export_jobs WHERE id = ?", jobId).one());

/** Starts a background export and runs the alarm until it has ended. */
async function backgroundExport(agent: Agent, format: string) {
  const response = await download(agent, { projectId, format, background: "true" });
  expect(response.status).toBe(202);
  const { jobId } = ((await response.json()) as { data: { jobId: string } }).data;
  for (let run = 0; run < 20 && (await jobState(jobId)).state === "running"; run++) await runAlarm();
  // The mail leaves from the queue on the next run.
  await runAlarm();
  return jobId;
}

/** The newest export mail's link to `to`. */
async function mailedLink(to: string) {
  const mail = await env.DIRECTORY.prepare("SELECT subject, body FROM outbox WHERE recipient = ? AND kind = 'export_ready' ORDER BY id DESC LIMIT 1").bind(to).first<{ subject: string; body: string }>();
  expect(mail).not.toBeNull();
  return { subject: mail!.subject, link: /(https?:\/\/\S+\/api\/v2\/download\/exportFile\S+)/.exec(mail!.body)![1] };
}

beforeAll(async () => {
  world = await buildWorld();
  owner = world.people.owner;
  const created = ok(await post(owner, "project/createPublicProject", { teamId: world.teamId, name: "Big launch" }));
  projectId = created.projectId;
  ok(await post(owner, "project/column/create", { projectId, name: "Budget", type: "CURRENCY", config: { currency: "INR" } }));
  const group = ok(await post(owner, "project/taskGroups/create", { projectId, name: "Phase 1" }));
  const ids: string[] = [];
  for (const name of ["Plan", "Design, \"v2\"", "=Build", "Ship"]) ids.push(ok(await post(owner, "task/add", { groupId: group.id, name })).id as string);
  ok(await post(owner, "task/add", { parentId: ids[0], name: "Plan subtask" }));
  ok(await post(owner, "project/dependency/create", { predecessorId: ids[0], successorId: ids[1], type: "FS", lagDays: 0 }));
}, 60_000);

describe("a background export", () => {
  it("builds the JSON in steps through the alarm, keeps it in R2, rings the bell and mails a signed link that gives the same file", async () => {
    const jobId = await backgroundExport(owner, "json");
    const state = await jobState(jobId);
    expect(state.state).toBe("ready");
    expect(state.pieces).toBeGreaterThanOrEqual(2);
    const listed = ok(await call(owner, "GET", "download/exportJobs"));
    expect(listed.jobs[0]).toMatchObject({ jobId, projectName: "Big launch", format: "json", state: "ready", percent: 100 });

    const objects = await env.FILES.list({ prefix: "exports/" });
    expect(objects.objects.filter((object) => object.key.includes(jobId))).toHaveLength(state.pieces);
    const bell = await inAcme((sql) => sql.exec<{ kind: string; title: string; link: string }>("SELECT kind, title, link FROM notifications WHERE recipient_id = ? AND kind = 'export_ready'", owner.userId).toArray());
    expect(bell).toEqual([{ kind: "export_ready", title: "Your export of “Big launch” is ready", link: "/exports" }]);
    const deletes = await inAcme((sql) => sql.exec<{ run_at: number }>("SELECT run_at FROM effect_queue WHERE kind = 'r2Delete' AND payload_json LIKE ?", `%${jobId}%`).toArray());
    expect(deletes).toHaveLength(state.pieces);
    expect(deletes[0].run_at).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const { subject, link } = await mailedLink(owner.email);
    expect(subject).toBe("Your export of “Big launch” is ready");
    const file = await fetchLink(owner, link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("Big launch");
    const background = (await file.json()) as ProjectFile;
    const direct = (await (await download(owner, { projectId, format: "json" })).json()) as ProjectFile;
    expect({ ...background, exportedAt: "" }).toEqual({ ...direct, exportedAt: "" });
    expect(background.tasks.map((task) => task.name)).toEqual(["Plan", "Plan subtask", "Design, \"v2\"", "=Build", "Ship"]);
    expect(background.dependencies).toHaveLength(1);
  });

  it("gives the same CSV as the request does, and an XLSX a spreadsheet reads", async () => {
    await backgroundExport(owner, "csv");
    const csv = await (await fetchLink(owner, (await mailedLink(owner.email)).link)).text();
    const direct = await (await download(owner, { projectId, format: "csv" })).text();
    expect(Papa.parse(csv).data).toEqual(Papa.parse(direct).data);

    await backgroundExport(owner, "xlsx");
    const xlsx = await fetchLink(owner, (await mailedLink(owner.email)).link);
    expect(xlsx.status).toBe(200);
    const sheets = await readXlsxFile(await xlsx.blob());
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Tasks", "Dependencies"]);
    expect((sheets[0].data as unknown[][]).slice(1).map((row) => row[0])).toEqual(["Plan", "Plan subtask", "Design, \"v2\"", "=Build", "Ship"]);
    // The dependency pieces come after the task pieces: the second sheet has its row, once.
    expect((sheets[1].data as unknown[][]).map((row) => row.slice(0, 4))).toEqual([
      ["Predecessor", "Successor", "Type", "Lag (working days)"],
      ["Plan", "Design, \"v2\"", "Finish to start (FS)", 0],
    ]);
  });

  it("answers 404 to another member, on another tenant, for an expired or altered link", async () => {
    await backgroundExport(owner, "csv");
    const { link } = await mailedLink(owner.email);
    const gone = async (response: Response) => {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(EXPORT_LINK_GONE);
    };
    await gone(await fetchLink(world.people.admin, link));
    const url = new URL(link);
    const gus = await agentFor(GUS, "globex");
    await gone(await fetchLink(gus, `${origin("globex")}${url.pathname}${url.search}`));
    url.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 1));
    await gone(await fetchLink(owner, url.toString()));
    const tenantId = await inAcme((sql) => sql.exec<{ id: string }>("SELECT id FROM tenant").one().id);
    const expired = await exportDownloadLink(origin("acme"), env.SIGNING_SECRET, { tenantId, userId: owner.userId, jobId: url.searchParams.get("job")!, expires: Date.now() - 1 });
    await gone(await fetchLink(owner, expired));
  });

  it("answers 403 while exports are turned off for the member in the project, and the file again once lifted (issue 41 §1)", async () => {
    await backgroundExport(owner, "csv");
    const { link } = await mailedLink(owner.email);
    const rule = { accessKey: "exportData", level: "PROJECT", scopeId: projectId, userId: owner.userId };
    ok(await post(world.people.ada, "settings/setRestrictions", { changes: [{ ...rule, value: "disabled" }] }));
    expect((await fetchLink(owner, link)).status).toBe(403);
    ok(await post(world.people.ada, "settings/setRestrictions", { changes: [{ ...rule, value: "none" }] }));
    expect((await fetchLink(owner, link)).status).toBe(200);
  });

  it("answers 404 for a private project the member is not in, and stops a job whose member lost access", async () => {
    const refused = await download(world.people.bob, { projectId: world.privateProject.id, format: "csv", background: "true" });
    expect(refused.status).toBe(404);
    const response = await download(world.people.member, { projectId: world.privateProject.id, format: "csv", background: "true" });
    expect(response.status).toBe(202);
    const { jobId } = ((await response.json()) as { data: { jobId: string } }).data;
    await inAcme((sql) => sql.exec("DELETE FROM project_members WHERE project_id = ? AND user_id = ?", world.privateProject.id, world.people.member.userId));
    for (let run = 0; run < 5 && (await jobState(jobId)).state === "running"; run++) await runAlarm();
    expect((await jobState(jobId)).state).toBe("failed");
  });

  it("sends a browser's form to the exports page", async () => {
    const response = await callWorker(env, `${origin("acme")}/api/v2/download/projectData?${new URLSearchParams({ projectId, format: "csv", background: "true" })}`, {
      headers: { accesstoken: owner.token, accept: "text/html" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/exports\?started=/);
  });
});
