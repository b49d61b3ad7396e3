import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { expectToast, hostOf, seriousViolations, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * Settings › Webhooks (issue 44 §3), with JavaScript on and off: ada registers an endpoint at a
 * receiver in this process (development allows plain http to this machine), sees its secret once,
 * creates a task, finds the signed delivery at the receiver and in the delivery log, redelivers it,
 * and deletes the endpoint after confirming.
 */
const WEBHOOKS = `${hostOf("acme")}/settings/webhooks`;

type Delivery = { headers: Record<string, string>; body: string };
let server: Server;
const received: Delivery[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Endpoints this test left behind (a failure midway) are deleted, so they send nothing more. */
test.afterEach(async () => {
  const ada = await memberOfAcme("ada@acme.test");
  const { endpoints } = await ada.call<{ endpoints: { endpointId: string; url: string }[] }>("webhooks/list");
  const port = (server.address() as AddressInfo).port;
  for (const endpoint of endpoints.filter((one) => one.url.includes(`127.0.0.1:${port}/`))) await ada.call("webhooks/delete", { endpointId: endpoint.endpointId });
});

test("ada registers an endpoint, sees its secret once, and its delivery log after a task is created", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const path = `/hook-${javaScriptEnabled ? "on" : "off"}-${Date.now()}`;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  await signIn(page, "ada@acme.test");
  await page.goto(WEBHOOKS);
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("checkbox", { name: "Task created (task.created)" }).check();
  await page.getByRole("button", { name: "Register endpoint" }).click();

  const secretBox = page.getByLabel("Signing secret");
  await expect(secretBox).toHaveValue(/^whsec_/);
  const secret = await secretBox.inputValue();
  const listed = page.getByRole("list", { name: "Endpoints" }).getByRole("listitem", { name: url });
  await expect(listed).toContainText("Active");
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  // Shown once: a fresh load of the page has it nowhere.
  await page.goto(WEBHOOKS);
  await expect(page.getByLabel("Signing secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  const { taskIds } = await seedProject([`Hooked ${path}`], `Hooks ${path}`);
  await expect.poll(() => received.filter((one) => one.body.includes(taskIds[0])).length, { timeout: 20_000 }).toBe(1);
  const delivery = received.find((one) => one.body.includes(taskIds[0]))!;
  expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toMatchObject({ type: "task.created", data: { itemId: taskIds[0] } });

  await page.getByRole("link", { name: `Deliveries of ${url}` }).click();
  const log = page.getByRole("table");
  await expect(log.getByRole("row").filter({ hasText: "task.created" }).first()).toContainText("204");
  await log.getByRole("button", { name: /^Redeliver task\.created/ }).first().click();
  await expectToast(page, "Delivery queued again (attempt 2).");
  await expect.poll(() => received.filter((one) => one.body.includes(taskIds[0])).length, { timeout: 20_000 }).toBe(2);

  await page.goto(WEBHOOKS);
  await page.getByRole("link", { name: `Delete ${url}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Delete the endpoint ${url}?`);
  await page.getByRole("button", { name: "Yes, delete endpoint" }).click();
  await expectToast(page, `Endpoint ${url} deleted.`);
  await expect(page.getByRole("listitem", { name: url })).toHaveCount(0);
});

test("an address that is not HTTPS is refused with the field's message", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(WEBHOOKS);
  await page.getByLabel("Endpoint URL").fill("http://hooks.example.com/meridian");
  await page.getByRole("checkbox", { name: "Task created (task.created)" }).check();
  await page.getByRole("button", { name: "Register endpoint" }).click();
  await expect(page.getByText("An endpoint must use https:// (plain http only to localhost while developing)")).toBeVisible();
  await expect(page.getByLabel("Signing secret")).toHaveCount(0);
});
