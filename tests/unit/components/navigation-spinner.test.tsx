// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SPINNER_DELAY_MS, useDelayedFlag } from "~/components/NavigationSpinner";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDelayedFlag (the full-page spinner's delay)", () => {
  it("stays off for quick page changes and comes on for slow ones", () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, PAGE_SPINNER_DELAY_MS), {
      initialProps: { active: true },
    });
    act(() => void vi.advanceTimersByTime(PAGE_SPINNER_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it("a change that ends before the delay never shows it", () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, PAGE_SPINNER_DELAY_MS), {
      initialProps: { active: true },
    });
    act(() => void vi.advanceTimersByTime(PAGE_SPINNER_DELAY_MS / 2));
    rerender({ active: false });
    act(() => void vi.advanceTimersByTime(PAGE_SPINNER_DELAY_MS));
    expect(result.current).toBe(false);
  });
});
