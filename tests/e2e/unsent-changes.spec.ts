import { expect, test } from "@playwright/test";
import { hostOf, signIn } from "./helpers";
import { onDemoWork } from "./workspaceSeed";

/** Leaving a page while an edit made in place is still on its way asks first (issue 23 §4); once it is saved, leaving does not. */
onDemoWork();

test("closing the Gantt while a moved bar is being saved asks first, and not once it is saved", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: /Website relaunch/ }).first().click();
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Gantt" }).click();
  await expect(page).toHaveURL(/\/gantt$/);
  const bar = page.getByRole("button", { name: /^Wireframes for the home page:/ });
  await page.route(/\/gantt(\.data)?(\?|$)/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.dismiss();
  });
  await bar.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(bar).toHaveAttribute("aria-busy", "true");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);

  await expect(bar).not.toHaveAttribute("aria-busy", "true");
  await page.keyboard.press("ArrowRight");
  await expect(bar).not.toHaveAttribute("aria-busy", "true");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual(["beforeunload"]);
});
