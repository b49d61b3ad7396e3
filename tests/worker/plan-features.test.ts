import { describe, expect, it } from "vitest";
import { PLAN_LIMIT_MESSAGES } from "~/lib/plans";
import { get, origin } from "./helpers";
import { callAs, createOrganisation } from "./subscriptionHelpers";

/**
 * Issue 43 §6: what Free leaves out (the Gantt view, data export, PDF export) is refused by the API
 * with 402 and the feature's message, for each call that reaches it; Starter brings the Gantt view and
 * data export, Business PDF export too, as their cards and the comparison say. The shell states the
 * plan and the trial's end.
 */
type Call = ReturnType<typeof callAs>;

/** A fresh organisation (on Free) with a team, a project with a task, and a dashboard. */
async function organisationWithWork() {
  const organisation = await createOrganisation();
  const call = callAs(organisation.tenant.subdomain, organisation.admin.token);
  const { teamId } = (await call.post("team/create", { name: "Plans" })).data as { teamId: string };
  const { projectId } = (await call.post("project/createPublicProject", { teamId, name: "Roadmap" })).data as { projectId: string };
  const { dashboardId } = (await call.post("dashboard/create", { name: "Numbers", visibility: "PRIVATE" })).data as { dashboardId: string };
  return { ...organisation, call, projectId, dashboardId };
}

/** Each gated call's status and, when refused, its message (a background export answers 202 with its job). */
async function gatedCalls(call: Call, projectId: string, dashboardId: string) {
  const answer = async (path: string) => {
    const reply = await call.get(path);
    return reply.status === 200 ? 200 : `${reply.status} ${reply.error?.message}`;
  };
  const raw = async (path: string) => {
    const response = await get(`${origin(call.subdomain)}/api/v2/${path}`, { accesstoken: call.token });
    if (response.ok) {
      await response.arrayBuffer();
      return response.status;
    }
    const text = await response.text();
    const body = text.startsWith("{") ? (JSON.parse(text) as { error?: { message: string } }) : null;
    return `${response.status} ${body?.error?.message ?? text.slice(0, 200)}`;
  };
  return {
    gantt: await answer(`project/gantt?projectId=${projectId}`),
    csv: await raw(`download/projectData?projectId=${projectId}&format=csv`),
    background: await raw(`download/projectData?projectId=${projectId}&format=json&background=true`),
    listPdf: await raw(`download/exportToPdf?projectId=${projectId}&kind=list&paper=a4`),
    ganttPdf: await raw(`download/exportToPdf?projectId=${projectId}&kind=gantt&paper=a4`),
    dashboardPdf: await raw(`download/exportToPdf?dashboardId=${dashboardId}&kind=dashboard&paper=a4`),
  };
}

const refused = (feature: keyof typeof PLAN_LIMIT_MESSAGES) => `402 ${PLAN_LIMIT_MESSAGES[feature]}`;

async function upgrade(call: Call, tenantId: string, planId: string) {
  const plans = (await call.get("subscription/plans?fullSet=true")).data as unknown as Array<{ _id: string; name: string; duration: number }>;
  const plan = plans.find((candidate) => candidate._id === planId)!;
  const body = { confirmUpgrade: true, planId, planName: plan.name, planDuration: plan.duration, tenantId };
  expect((await call.post("subscription/confirmUpgrade", body)).status).toBe(200);
}

describe("plan features", () => {
  it("Free: the Gantt view and every export answer 402 with the feature's message; Starter opens the Gantt and data; Business PDFs", async () => {
    const { tenant, call, projectId, dashboardId } = await organisationWithWork();
    expect(await gatedCalls(call, projectId, dashboardId)).toEqual({
      gantt: refused("ganttView"),
      csv: refused("dataExport"),
      background: refused("dataExport"),
      listPdf: refused("pdfExport"),
      ganttPdf: refused("pdfExport"),
      dashboardPdf: refused("pdfExport"),
    });

    await upgrade(call, tenant.id, "starter");
    expect(await gatedCalls(call, projectId, dashboardId)).toEqual({
      gantt: 200,
      csv: 200,
      background: 202,
      listPdf: refused("pdfExport"),
      ganttPdf: refused("pdfExport"),
      dashboardPdf: refused("pdfExport"),
    });

    await upgrade(call, tenant.id, "business");
    expect(await gatedCalls(call, projectId, dashboardId)).toEqual({ gantt: 200, csv: 200, background: 202, listPdf: 200, ganttPdf: 200, dashboardPdf: 200 });
  });

  it("a project one cannot see is still 404 on Free: the plan never tells what exists", async () => {
    const { call } = await organisationWithWork();
    expect((await call.get(`project/gantt?projectId=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("the shell carries the plan's terms: Free's caps without a trial, then the trial's end and no caps", async () => {
    const { tenant, call } = await organisationWithWork();
    const before = (await call.get("user/session")).data;
    expect(before.planTerms).toEqual({ trialEndsAt: null, limits: { projectsPerTeam: 3, dashboardsPerTenant: 3, ganttView: 0, dataExport: 0, pdfExport: 0 } });
    await upgrade(call, tenant.id, "business");
    const after = (await call.get("user/session")).data as { planTerms: { trialEndsAt: number; limits: object } };
    expect(after.planTerms.limits).toEqual({});
    expect(after.planTerms.trialEndsAt).toBeGreaterThan(Date.now() + 89 * 24 * 3600 * 1000);
  });
});
