import { expect, test } from "@playwright/test";
import { hydrated, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * A List hydrates without redrawing its rows (issue 42 §3, issue 40 §1, decision 0098): each cell, custom
 * column cell, move button and link is the same markup before and after hydration, so hydrating asks the
 * browser for no change inside a row (on a phone every such change re-checked its ancestors' style and made
 * most of the page's blocking time). The one change allowed is the drag handle drag and drop puts into its
 * slot when it arrives.
 */
test("hydrating a List changes nothing inside its rows but the drag handles", async ({ page }) => {
  const { url, projectId } = await seedProject(["First row", "Second row", "Third row"], "Quiet rows");
  const ada = await memberOfAcme("ada@acme.test");
  await ada.call("project/column/create", { projectId, name: "Budget", type: "NUMBER" });
  await ada.call("project/column/create", { projectId, name: "Notes", type: "TEXT" });
  await signIn(page, "ada@acme.test");
  // Every change inside a row from the moment the document is parsed, before any script runs.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { rowChanges: string[] }).rowChanges = changes;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target?.closest(".list-row") || target.closest("[data-drag-slot]")) continue;
          // React writes every input's own name again when it takes the input over (its radio-group rule): not a change of the row.
          if (record.type === "attributes" && target instanceof HTMLInputElement && target.getAttribute(record.attributeName ?? "") === record.oldValue) continue;
          if (record.type === "attributes" && target instanceof HTMLInputElement && record.attributeName === "name" && record.oldValue === "") continue;
          changes.push(`${record.type} ${target.tagName.toLowerCase()}.${target.className.split(" ")[0]} ${record.attributeName ?? ""}`);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
    });
  });
  await page.goto(url);
  await hydrated(page);
  await expect(page.getByRole("button", { name: /^Drag First row/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rowChanges: string[] }).rowChanges)).toEqual([]);

  // Enhanced all the same: a move goes through the List's one handler, a link opens the task's panel in the page.
  await page.getByRole("button", { name: "Move Second row up" }).click();
  await expect(page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem").first()).toHaveAccessibleName("Second row");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("link", { name: "Open First row" }).click();
  await expect(page).toHaveURL(/taskId=/);
  await expect(page.locator('[aria-labelledby="task-panel-title"]').getByRole("textbox", { name: "Name of First row" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
