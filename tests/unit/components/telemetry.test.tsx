// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Telemetry } from "~/components/Telemetry";
import { connectTracker, track } from "~/lib/analytics/events";
import { setOptedOut } from "~/lib/analytics/privacy";
import type { PublicConfig } from "~/lib/config";

const client = vi.hoisted(() => ({ identify: vi.fn(), track: vi.fn() }));
const startAnalytics = vi.hoisted(() => vi.fn(() => client));
vi.mock("~/lib/analytics/client", () => ({ startAnalytics }));
vi.mock("@remix-run/react", () => ({ useLocation: () => ({ pathname: "/settings/profile/details" }) }));
vi.mock("~/lib/shell", () => ({ useShellData: () => undefined }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const config = {
  application: "meridian",
  appVersion: "test",
  baseDomain: "localhost",
  analyticsConfig: { enabled: true },
  analyticsKey: { key: "key" },
  opentelemetryConfig: null,
} as unknown as PublicConfig;

describe("Telemetry", () => {
  it("keeps an opt-out made while the analytics client was loading: the loaded client tracks nothing", async () => {
    render(<Telemetry config={config} />);
    // What the profile's analytics choice does when it is unchecked, before the client has loaded.
    setOptedOut(localStorage, true);
    connectTracker(null);
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalled());
    await act(async () => {});
    track("page navigated", { path: "/dashboard" });
    expect(client.track).not.toHaveBeenCalled();
    expect(client.identify).not.toHaveBeenCalled();
  });
});
