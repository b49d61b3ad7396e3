// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeaderSearch } from "~/components/shell/HeaderSearch";
import { SEARCH_DEBOUNCE_MS } from "~/lib/constants";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("HeaderSearch", () => {
  it("the icon turns into a focused search box, searching after the 500 ms search debounce", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<HeaderSearch onSearch={onSearch} />);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const box = screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement;
    expect(box.placeholder).toBe("Search");
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: "roadmap" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith("roadmap");
  });

  it("Escape turns it back into the icon, which takes the focus", () => {
    render(<HeaderSearch />);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
  });
});
