import { expect, type Page } from "@playwright/test";
import { hydrated, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/** Ada on the Gantt chart of a new project of one task, `name`, drawn from 7 to 11 December 2026: its bar and its id. */
export async function oneBarOnTheGantt(page: Page, name: string) {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject([name]);
  const ada = await memberOfAcme("ada@acme.test");
  await ada.call("task/update", { taskId: taskIds[0], startDate: "2026-12-07", dueDate: "2026-12-11" });
  await page.goto(`${url}/gantt`);
  await hydrated(page);
  const bar = page.getByRole("button", { name: new RegExp(`^${name}:`) });
  await expect(bar).toHaveAttribute("data-start", "2026-12-07");
  return { bar, taskId: taskIds[0] };
}
