import { expect, test } from "@playwright/test";
import { hydrated, seriousViolations, signIn } from "../helpers";
import { seedProject } from "../workspaceSeed";
import { documentOverflow, smallTargets } from "./touch";

/**
 * No project view is wider than a phone's screen (issue 42 §4), and each of their controls is at least
 * 24 × 24 px: the List, the board, the Gantt, a task's panel and its Conversations (and at 390 px, axe
 * finds nothing serious: the fixed name column, the board's Move… beside its drag, the sheet).
 */
for (const width of [320, 390]) {
  test(`a project's views fit in ${width} px, their controls a finger's size`, async ({ page }) => {
    test.setTimeout(60_000); // five views, each looked at by axe at 390 px
    const { url, taskIds } = await seedProject(["A task whose name is long enough to need more room than a phone has", "Short"], `Widths ${width} ${Date.now()}`);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "ada@acme.test");
    for (const path of ["", "/kanban", "/gantt", `?taskId=${taskIds[0]}`, `?taskId=${taskIds[0]}&tab=conversations`]) {
      await page.goto(`${url}${path}`);
      await hydrated(page);
      expect(await documentOverflow(page), `${path || "List"} at ${width} px`).toBe(0);
      expect(await smallTargets(page), `${path || "List"} at ${width} px`).toEqual([]);
      if (width === 390) expect(await seriousViolations(page), `${path || "List"}`).toEqual([]);
    }
  });
}
