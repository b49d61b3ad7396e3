// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchBox } from "~/components/SearchBox";
import { DEFAULT_DEBOUNCE_MS } from "~/lib/constants";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SearchBox", () => {
  it("reports the text once typing pauses for the default 200 ms", () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(200);
    const onChange = vi.fn();
    render(<SearchBox onChange={onChange} />);
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(input, { target: { value: "ta" } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(input, { target: { value: "task" } });
    act(() => vi.advanceTimersByTime(199));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("task");
  });

  it("honours a custom debounce", () => {
    const onChange = vi.fn();
    render(<SearchBox onChange={onChange} debounceMs={500} />);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "abc" } });
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith("abc");
  });

  it("the clear button empties the box at once and cancels the pending report", () => {
    const onChange = vi.fn();
    render(<SearchBox onChange={onChange} placeholder="Search" />);
    const input = screen.getByRole("searchbox") as HTMLInputElement;
    expect(input.placeholder).toBe("Search");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    fireEvent.change(input, { target: { value: "gantt" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(input.value).toBe("");
    expect(onChange).toHaveBeenCalledWith("");
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
  });

  it("Escape calls onEscape", () => {
    const onEscape = vi.fn();
    render(<SearchBox onChange={() => {}} onEscape={onEscape} />);
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(onEscape).toHaveBeenCalled();
  });
});
