import { defineConfig } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const baseDomain = `localhost:${E2E_PORT}`;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // E2E_WORKERS (1) workers against the one server, a file at a time each: a test that changes or counts what other
  // tests use takes a lock (test.describe.configure({ lock })), and tests of one lock never run together (decision 0069).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results/e2e-${E2E_PORT}`,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  // Recording a trace costs every test about a fifth of its time: CI (scripts/test.sh) records only the retry of a failure.
  use: { trace: process.env.CI ? "on-first-retry" : "retain-on-failure", baseURL: `http://auth.${baseDomain}` },
  projects: [
    { name: "js-on", testIgnore: "phone/**", use: { ...chromium, javaScriptEnabled: true } },
    // The JavaScript-off project runs only the flows that post forms, or check what a page serves without
    // scripts (issue 23 §5): the tests tagged @no-js. The one place that says which those are is the tag.
    { name: "js-off", grep: /@no-js/, testIgnore: "phone/**", use: { ...chromium, javaScriptEnabled: false } },
    // A phone (issue 42): an iPhone-sized screen with touch, JavaScript on; the specs under tests/e2e/phone.
    {
      name: "phone",
      testMatch: "phone/**/*.spec.ts",
      use: { ...chromium, javaScriptEnabled: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: `DEV_TELEMETRY=1 bash scripts/serve.sh ${E2E_PORT} .wrangler/e2e-state-${E2E_PORT} --fresh`,
    url: `http://127.0.0.1:${E2E_PORT}/api/v2/tenant/verify?subdomain=acme`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
