import { expect, test } from "@playwright/test";
import { hostOf, hydrated, signIn } from "../helpers";
import { memberOfAcme, seedProject } from "../workspaceSeed";
import { documentOverflow, smallTargets } from "./touch";

/** A dashboard on a phone (issue 42 §2): its widgets in one column, nothing wider than the screen. */

// ada's dashboards are deleted first (three per organisation on Free): the lock keeps dashboards.spec away meanwhile.
test.describe.configure({ lock: "acme's dashboards" });

async function dashboardWithWidgets() {
  const ada = await memberOfAcme("ada@acme.test");
  for (const dashboard of await ada.call<Array<{ dashboardId: string; canManage: boolean }>>("dashboard/list")) {
    if (dashboard.canManage) await ada.call("dashboard/delete", { dashboardId: dashboard.dashboardId });
  }
  const { projectId } = await seedProject(["Plan", "Build", "Ship"], `Dashboard phone ${Date.now()}`);
  const { dashboardId } = await ada.call<{ dashboardId: string }>("dashboard/create", { name: "On the go", visibility: "PRIVATE" });
  const widgets = [
    { name: "Open tasks", description: "How many", kind: "number" },
    { name: "By status", description: "Tasks per status", kind: "bars", groupBy: "status", size: "wide" },
    { name: "Open work", description: "Every task", kind: "taskList" },
  ];
  for (const widget of widgets) await ada.call("dashboard/widgets/create", { dashboardId, projectIds: [projectId], ...widget });
  return `${hostOf("acme")}/dashboard/${dashboardId}`;
}

test("a dashboard's widgets stack in one column and fit at 320 and 390 px, its controls a finger's size", async ({ page }) => {
  const url = await dashboardWithWidgets();
  await signIn(page, "ada@acme.test");
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    await hydrated(page);
    const widgets = page.getByRole("list", { name: "Widgets" }).locator(":scope > li");
    await expect(widgets).toHaveCount(3);
    const lefts = new Set<number>();
    for (const widget of await widgets.all()) lefts.add(Math.round((await widget.boundingBox())!.x));
    expect([...lefts], `one column at ${width} px`).toHaveLength(1);
    expect(await documentOverflow(page), `at ${width} px`).toBe(0);
    expect(await smallTargets(page), `at ${width} px`).toEqual([]);
  }
});
