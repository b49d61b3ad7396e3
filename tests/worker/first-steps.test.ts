import { describe, expect, it } from "vitest";
import { callAs, createOrganisation } from "./subscriptionHelpers";

/**
 * Issue 43 §2: a new organisation's first-steps checklist, carried by My Space's overview. The
 * organisation's steps follow from its work (a project, people, a task, a dashboard); opening the
 * Kanban and Gantt views counts per person; the Gantt step appears only on a plan with the Gantt view;
 * dismissing hides it for that person alone. Each organisation has its own.
 */
type Call = ReturnType<typeof callAs>;
type Checklist = { steps: Array<{ step: string; done: boolean }>; dismissed: boolean };

async function checklist(call: Call) {
  const overview = await call.get("myspace/overview");
  expect(overview.status).toBe(200);
  const own = (await call.get("myspace/firstSteps")).data as unknown as Checklist;
  const carried = (overview.data as unknown as { firstSteps: Checklist }).firstSteps;
  expect(own).toEqual(carried);
  return { done: Object.fromEntries(carried.steps.map(({ step, done }) => [step, done])), dismissed: carried.dismissed };
}

async function upgradeToStarter(call: Call, tenantId: string) {
  const body = { confirmUpgrade: true, planId: "starter", planName: "Starter", planDuration: 90, tenantId };
  expect((await call.post("subscription/confirmUpgrade", body)).status).toBe(200);
}

describe("first steps", () => {
  it("follow what the organisation and each person did, on the plan's steps; dismissal is per person", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const ada = callAs(tenant.subdomain, admin.token);
    const mia = callAs(tenant.subdomain, member.token);
    // Two members already: someone is invited. Free has no Gantt view, so no Gantt step.
    expect(await checklist(ada)).toEqual({ done: { project: false, invite: true, tasks: false, kanban: false, dashboard: false }, dismissed: false });

    const { teamId } = (await ada.post("team/create", { name: "Launch" })).data as { teamId: string };
    const { projectId } = (await ada.post("project/createPublicProject", { teamId, name: "Website" })).data as { projectId: string };
    expect((await checklist(ada)).done).toMatchObject({ project: true, tasks: false });

    const group = (await ada.post("project/taskGroups/create", { projectId, name: "Backlog" })).data as { groupId?: string; id?: string };
    expect((await ada.post("task/add", { groupId: group.groupId ?? group.id, name: "Home page" })).status).toBe(200);
    expect((await ada.get(`kanban/getColumns?projectId=${projectId}`)).status).toBe(200);
    expect((await ada.post("dashboard/create", { name: "Numbers", visibility: "PRIVATE" })).status).toBe(200);
    expect(await checklist(ada)).toEqual({ done: { project: true, invite: true, tasks: true, kanban: true, dashboard: true }, dismissed: false });
    // Opening the Kanban view is ada's step, not Mia's.
    expect((await checklist(mia)).done).toMatchObject({ kanban: false, tasks: true });

    await upgradeToStarter(ada, tenant.id);
    expect((await checklist(ada)).done).toMatchObject({ gantt: false });
    expect((await ada.get(`project/gantt?projectId=${projectId}`)).status).toBe(200);
    expect((await checklist(ada)).done).toMatchObject({ gantt: true });

    expect(await ada.post("myspace/dismissFirstSteps")).toMatchObject({ status: 200, data: { dismissed: true } });
    expect((await checklist(ada)).dismissed).toBe(true);
    expect((await checklist(mia)).dismissed).toBe(false);
  });

  it("are each organisation's own", async () => {
    const first = await createOrganisation();
    const second = await createOrganisation();
    const ada = callAs(first.tenant.subdomain, first.admin.token);
    const { teamId } = (await ada.post("team/create", { name: "Launch" })).data as { teamId: string };
    await ada.post("project/createPublicProject", { teamId, name: "Website" });
    expect((await checklist(ada)).done.project).toBe(true);
    expect((await checklist(callAs(second.tenant.subdomain, second.admin.token))).done.project).toBe(false);
  });

  it("needs a session to read or dismiss", async () => {
    const { tenant } = await createOrganisation();
    const nobody = callAs(tenant.subdomain, "0".repeat(40));
    expect((await nobody.get("myspace/firstSteps")).status).toBe(401);
    expect((await nobody.post("myspace/dismissFirstSteps")).status).toBe(401);
  });
});
