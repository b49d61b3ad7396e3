import { expect, test, type Request } from "@playwright/test";
import { apiCall, hostOf, logIn } from "./helpers";

// The development collectors keep only the latest traces and events, which any other running test would push out.
test.describe.configure({ lock: "-exclusive-" });

type Span = { spanId: string; parentSpanId?: string; service: string; name: string };
type Trace = { traceId: string; spans: Span[] };
type ReceivedEvent = { event: Record<string, unknown> & { event_type: string } };

const acme = hostOf("acme");

/** The analytics events the development service holds, newest first. */
async function receivedEvents() {
  const { data } = await apiCall("www", "/api/v2/dev/analytics");
  return (data as unknown as ReceivedEvent[]).map(({ event }) => event);
}

/** The spans the development collector holds for one trace. */
async function spansOf(traceId: string): Promise<Span[]> {
  const { data } = await apiCall("www", "/api/v2/dev/traces");
  return (data as unknown as Trace[]).find((trace) => trace.traceId === traceId)?.spans ?? [];
}

test("/dev/traces shows the Worker's trace of a page, with or without JavaScript", async ({ page }) => {
  await page.goto(`${hostOf("www")}/pricing`);
  await page.goto(`${hostOf("www")}/dev/traces`);
  // The Worker sends its spans 5 s after the request.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("span").filter({ hasText: "meridian GET /pricing" }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test.describe("tracing and analytics in the browser (development collectors)", () => {
  // Tracing and analytics run where the page runs scripts; without JavaScript the browser sends nothing.
  test.beforeEach(async ({ page }) => logIn(page, "ada@acme.test"));

  test("a client-side navigation carries the trace context and its trace continues into the Worker", async ({ page }) => {
    const dataRequest = page.waitForRequest((request: Request) => new URL(request.url()).pathname === "/dashboard.data");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    const headers = (await dataRequest).headers();
    const [, traceId, browserSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(headers.traceparent ?? "") ?? [];
    expect(traceId).toBeTruthy();
    expect(headers["x-b3-traceid"]).toBe(traceId);
    expect(headers["uber-trace-id"]).toBe(`${traceId}:${browserSpanId}:0:01`);
    expect(headers["x-amzn-trace-id"]).toContain(`Parent=${browserSpanId}`);

    // The Worker's span of that request is a child of the browser's request span, which belongs to the navigation.
    const workerSpan = async () => (await spansOf(traceId)).find((span) => span.service === "meridian" && span.name === "GET /dashboard.data");
    await expect.poll(async () => (await workerSpan())?.parentSpanId, { timeout: 15_000 }).toBe(browserSpanId);
    await expect
      .poll(async () => (await spansOf(traceId)).filter((span) => span.service === "meridian-browser").map((span) => span.name).sort(), { timeout: 15_000 })
      .toEqual(["HTTP GET /dashboard.data", "navigation /dashboard"]);
  });

  test("/dev/traces shows a page load from the browser through the Worker into the Durable Object", async ({ page }) => {
    await page.goto(`${acme}/settings/profile/details`);
    await page.waitForLoadState("networkidle");
    // Leaving the page hides it: the browser sends its spans then.
    await page.goto(`${hostOf("www")}/dev/traces`);
    const trace = page.getByTestId("trace").filter({ hasText: "meridian-browser page load /settings/profile/details" });
    const spans = trace.first().getByTestId("span");
    // The Worker sends its spans 5 s after the request.
    await expect(async () => {
      await page.reload();
      await expect(spans.first()).toContainText("meridian GET /settings/profile/details", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(spans.filter({ hasText: "durable-object query members.profile" })).toHaveCount(1);
  });

  test("analytics events arrive in batches with the device fields and without e-mail addresses", async ({ page, context }) => {
    const uid = (await context.cookies(acme)).find((cookie) => cookie.name === "meridian-uid")?.value;
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(`${acme}/dashboard`);

    const eventsOfThisBrowser = async () => (await receivedEvents()).filter((event) => event.device_id === uid);
    await expect
      .poll(async () => (await eventsOfThisBrowser()).map((event) => `${event.event_type} ${JSON.stringify(event.event_properties)}`).sort(), { timeout: 10_000 })
      .toEqual(['first visit {}', 'login {}', 'page navigated {"path":"/dashboard"}', 'page navigated {"path":"/my-space"}']);
    const [event] = await eventsOfThisBrowser();
    expect(event).toMatchObject({
      user_name: "Ada Lovelace",
      tenant_name: "Acme Inc",
      app_name: "meridian",
      app_version: "2.0.0",
      browser: "Chrome",
      device_type: "Desktop",
      hostname: "acme.localhost",
      language: expect.any(String),
      user_agent: expect.stringContaining("Chrome"),
      session_id: expect.any(Number),
      time: expect.any(Number),
    });
    expect(JSON.stringify(await eventsOfThisBrowser())).not.toContain("@");

    await page.goto(`${hostOf("www")}/dev/analytics`);
    await expect(page.getByTestId("analytics-event").filter({ hasText: "first visit" }).first()).toBeVisible();
  });

  test("a member who opts out on the profile page sends no more events", async ({ page, context }) => {
    const uid = (await context.cookies(acme)).find((cookie) => cookie.name === "meridian-uid")?.value;
    // The events of every batch the page hands to the analytics service, posted or as a beacon.
    const handedOver: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/v2/dev/analytics") return;
      handedOver.push(...(request.postDataJSON() as { events: ReceivedEvent["event"][] }).events.map((event) => event.insert_id as string));
    });
    await page.goto(`${acme}/settings/profile/details`);
    const share = page.getByRole("checkbox", { name: /Share usage analytics/ });
    await expect(share).toBeChecked();
    await share.uncheck();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(`${acme}/dashboard`);
    // Leaving the page hides it, and a hidden page hands all it still holds to sendBeacon: every event it tracked is on its way.
    await page.goto("about:blank");
    await expect
      .poll(async () => {
        const arrived = new Set((await receivedEvents()).map((event) => event.insert_id));
        return handedOver.filter((id) => !arrived.has(id));
      })
      .toEqual([]);
    const paths = (await receivedEvents())
      .filter((event) => event.device_id === uid && event.event_type === "page navigated")
      .map((event) => (event.event_properties as { path: string }).path);
    expect(paths).toContain("/settings/profile/details");
    expect(paths).not.toContain("/dashboard");
  });
});
