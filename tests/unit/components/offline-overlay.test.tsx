// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_MESSAGE, OfflineOverlay, ONLINE_MESSAGE } from "~/components/OfflineOverlay";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const goOffline = () => act(() => void window.dispatchEvent(new Event("offline")));
const goOnline = () => act(() => void window.dispatchEvent(new Event("online")));

describe("OfflineOverlay (spec §4, §8)", () => {
  it("shows nothing while online", () => {
    render(<OfflineOverlay reload={vi.fn()} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("covers the page with the offline message when the connection drops", () => {
    render(<OfflineOverlay reload={vi.fn()} />);
    goOffline();
    expect(screen.getByRole("alertdialog")).toHaveProperty("textContent", OFFLINE_MESSAGE);
  });

  it("coming back online says so and reloads the page after 50 ms", () => {
    const reload = vi.fn();
    render(<OfflineOverlay reload={reload} />);
    goOffline();
    goOnline();
    expect(screen.getByRole("alertdialog")).toHaveProperty("textContent", ONLINE_MESSAGE);
    act(() => void vi.advanceTimersByTime(49));
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads the page itself when no reload is given", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    render(<OfflineOverlay />);
    goOffline();
    goOnline();
    act(() => void vi.advanceTimersByTime(50));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
