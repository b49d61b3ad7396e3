import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { baseDomain, E2E_PORT } from "../../playwright.config";

export const DEMO_PASSWORD = "Demo#2026";

/** `http://{subdomain}.localhost:{port}` of the e2e server. */
export const hostOf = (subdomain: string) => `http://${subdomain}.${baseDomain}`;

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@newco.test`;

/** Logs in through the tenant's /login (which opens the auth host) and waits for my-space. */
export async function logIn(page: Page, email: string, subdomain = "acme", password = DEMO_PASSWORD) {
  await page.goto(`${hostOf(subdomain)}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${hostOf(subdomain)}/my-space`);
  await page.waitForLoadState("networkidle");
}

/** The newest mail to `to` in the development outbox (the dev API answers on any host). */
export async function lastMailText(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: Array<{ text: string }> };
  return data[0]?.text ?? "";
}

/** axe's serious and critical findings on the page (axe runs inside the page: JavaScript only). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}
