import { E2E_PORT } from "../../playwright.config";

/** Seeds the demo data into the fresh e2e server (idempotent). */
export default async function globalSetup() {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v2/dev/seed`, { method: "POST" });
  if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
}
