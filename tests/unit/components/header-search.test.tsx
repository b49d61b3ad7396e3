// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeaderSearch } from "~/components/shell/HeaderSearch";
import { SEARCH_DEBOUNCE_MS } from "~/lib/constants";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The header search inside a data router, as Remix renders it (the panel loads through a fetcher). */
const renderSearch = (onSearch?: (text: string) => void) =>
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <HeaderSearch onSearch={onSearch} /> }, { path: "/search", loader: () => null }])} />);

describe("HeaderSearch", () => {
  it("the icon turns into a focused search box, searching after the 500 ms search debounce", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderSearch(onSearch);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const box = screen.getByRole("combobox", { name: "Search" }) as HTMLInputElement;
    expect(box.placeholder).toBe("Search");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: "roadmap" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith("roadmap");
    expect(box.getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps the panel closed while the trimmed text is shorter than 2 characters", () => {
    vi.useFakeTimers();
    renderSearch();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const box = screen.getByRole("combobox", { name: "Search" });
    fireEvent.change(box, { target: { value: " a  " } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("Escape turns it back into the icon, which takes the focus", () => {
    renderSearch();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
  });
});
