// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tooltip, tooltipSide } from "~/components/Tooltip";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const anchor = (left: number, width = 40) => ({ left, right: left + width, width });

describe("tooltipSide", () => {
  it("keeps the preferred side when it fits", () => {
    expect(tooltipSide("top", anchor(500), 120, 1200)).toBe("top");
    expect(tooltipSide("left", anchor(500), 120, 1200)).toBe("left");
    expect(tooltipSide("right", anchor(500), 120, 1200)).toBe("right");
    expect(tooltipSide("bottom", anchor(0), 2000, 300)).toBe("bottom");
  });

  it("flips to bottom when the preferred side would overflow the window width", () => {
    expect(tooltipSide("right", anchor(1100), 120, 1200)).toBe("bottom");
    expect(tooltipSide("left", anchor(60), 120, 1200)).toBe("bottom");
    expect(tooltipSide("top", anchor(10), 120, 1200)).toBe("bottom");
    expect(tooltipSide("top", anchor(1170, 20), 120, 1200)).toBe("bottom");
  });
});

describe("Tooltip", () => {
  const setup = () =>
    render(
      <Tooltip content="Your plan cannot be upgraded.">
        <button type="button">Upgrade</button>
      </Tooltip>,
    );

  it("describes its trigger and shows below it on hover and focus by default", () => {
    setup();
    const button = screen.getByRole("button", { name: "Upgrade" });
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "") as HTMLElement;
    expect(tip.textContent).toBe("Your plan cannot be upgraded.");
    expect(tip.hidden).toBe(true);
    fireEvent.mouseEnter(button);
    expect(screen.getByRole("tooltip").hidden).toBe(false);
    expect(tip.dataset.side).toBe("bottom");
    fireEvent.mouseLeave(button);
    expect(tip.hidden).toBe(true);
    fireEvent.focus(button);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(tip.hidden).toBe(true);
  });

  it("shows after a 500 ms touch press, not a short tap", () => {
    vi.useFakeTimers();
    setup();
    const button = screen.getByRole("button", { name: "Upgrade" });
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "") as HTMLElement;
    fireEvent.touchStart(button);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.touchEnd(button);
    act(() => vi.advanceTimersByTime(500));
    expect(tip.hidden).toBe(true);
    fireEvent.touchStart(button);
    act(() => vi.advanceTimersByTime(499));
    expect(tip.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(tip.hidden).toBe(false);
  });
});
