// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextEnabledIndex, PopupMenu, type MenuItem } from "~/components/PopupMenu";

afterEach(cleanup);

const items = (onSelect: (id: string) => void): MenuItem[] => [
  { id: "edit", label: "Edit", description: "Change the name", onSelect: () => onSelect("edit") },
  { id: "copy", label: "Copy", disabled: true, onSelect: () => onSelect("copy") },
  { type: "divider", id: "d1" },
  {
    id: "move",
    label: "Move to",
    children: [
      { id: "archive", label: "Archive", onSelect: () => onSelect("archive") },
      { id: "bin", label: "Bin", onSelect: () => onSelect("bin") },
    ],
  },
  { id: "share", label: "Share", href: "/share" },
];

describe("nextEnabledIndex", () => {
  it("skips dividers and disabled entries and wraps round", () => {
    const list = items(() => {});
    expect(nextEnabledIndex(list, -1, 1)).toBe(0);
    expect(nextEnabledIndex(list, 0, 1)).toBe(3);
    expect(nextEnabledIndex(list, 4, 1)).toBe(0);
    expect(nextEnabledIndex(list, 0, -1)).toBe(4);
    expect(nextEnabledIndex([{ type: "divider", id: "x" }], -1, 1)).toBe(-1);
  });
});

describe("PopupMenu", () => {
  it("renders a menu of menu items, dividers as separators, disabled entries disabled", () => {
    render(<PopupMenu label="Actions" items={items(() => {})} />);
    expect(screen.getByRole("menu", { name: "Actions" })).toBeTruthy();
    expect(screen.getAllByRole("menuitem")).toHaveLength(4);
    expect(screen.getByRole("separator")).toBeTruthy();
    expect((screen.getByRole("menuitem", { name: "Copy" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("menuitem", { name: "Share" }).getAttribute("href")).toBe("/share");
    expect(screen.getByRole("menuitem", { name: "Edit" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Change the name")).toBeTruthy();
  });

  it("moves with the arrow keys past disabled entries and selects with Enter", () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<PopupMenu label="Actions" items={items(onSelect)} onClose={onClose} autoFocus />);
    const menu = screen.getByRole("menu", { name: "Actions" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Move to" }));
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Share" }));
    fireEvent.keyDown(menu, { key: "Home" });
    fireEvent.keyDown(menu, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith("edit");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps one tab stop on the active entry", () => {
    render(<PopupMenu label="Actions" items={items(() => {})} />);
    const tabbable = screen.getAllByRole("menuitem").filter((element) => element.tabIndex === 0);
    expect(tabbable.map((element) => element.textContent)).toEqual(["EditChange the name"]);
  });

  it("clicking a disabled entry does nothing", () => {
    const onSelect = vi.fn();
    render(<PopupMenu label="Actions" items={items(onSelect)} />);
    fireEvent.click(screen.getByRole("menuitem", { name: "Copy" }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("opens a sub-menu with ArrowRight, and Escape closes only the sub-menu", () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<PopupMenu label="Actions" items={items(onSelect)} onClose={onClose} />);
    const menu = screen.getByRole("menu", { name: "Actions" });
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    const parent = screen.getByRole("menuitem", { name: "Move to" });
    expect(parent.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(menu, { key: "ArrowRight" });
    const submenu = screen.getByRole("menu", { name: "Move to" });
    expect(parent.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Archive" }));
    fireEvent.keyDown(submenu, { key: "Escape" });
    expect(screen.queryByRole("menu", { name: "Move to" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(parent);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a sub-menu entry selects and closes the whole chain", () => {
    const onSelect = vi.fn();
    render(<PopupMenu label="Actions" items={items(onSelect)} />);
    fireEvent.click(screen.getByRole("menuitem", { name: "Move to" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Bin" }));
    expect(onSelect).toHaveBeenCalledWith("bin");
  });

  it("a form entry is a submit button of that form", () => {
    render(<PopupMenu label="Account" items={[{ id: "logout", label: "Logout", form: "logout-form" }]} />);
    const logout = screen.getByRole("menuitem", { name: "Logout" });
    expect(logout.getAttribute("type")).toBe("submit");
    expect(logout.getAttribute("form")).toBe("logout-form");
  });
});
