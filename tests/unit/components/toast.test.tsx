// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastLayout, ToastProvider, useToast, type ToastKind } from "~/components/Toast";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger({ message, kind }: { message: string; kind?: ToastKind }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, kind)}>
      {message}
    </button>
  );
}

function setup() {
  render(
    <ToastProvider>
      <Trigger message="First" />
      <Trigger message="Second" kind="success" />
      <Trigger message="Broken" kind="error" />
    </ToastProvider>,
  );
  const show = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
  return { show };
}

describe("toasts", () => {
  it("a new toast replaces the current one", () => {
    const { show } = setup();
    show("First");
    expect(screen.getByRole("status").textContent).toContain("First");
    show("Second");
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toContain("Second");
    expect(screen.getByRole("status").dataset.kind).toBe("success");
  });

  it("disappears after 5 s, counted from the newest toast", () => {
    const { show } = setup();
    show("First");
    act(() => vi.advanceTimersByTime(4000));
    show("Second");
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("errors are alerts and can be dismissed", () => {
    const { show } = setup();
    show("Broken");
    expect(screen.getByRole("alert").textContent).toContain("Broken");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("uses the layout of the current window width", () => {
    window.innerWidth = 1024;
    const { show } = setup();
    show("First");
    const toast = screen.getByRole("status");
    expect(toast.style.minWidth).toBe("350px");
    expect(toast.style.maxWidth).toBe("500px");
  });
});

describe("toastLayout", () => {
  it("wider than 768 px: bottom-left, 350 to 500 px", () => {
    expect(toastLayout(769)).toEqual({ left: 16, minWidth: 350, maxWidth: 500 });
  });

  it("768 px and narrower: bottom-centre, 390 to 540 px", () => {
    expect(toastLayout(768)).toEqual({ left: "50%", transform: "translateX(-50%)", minWidth: 390, maxWidth: 540 });
  });

  it("never wider than the window less 40 px", () => {
    expect(toastLayout(500)).toMatchObject({ minWidth: 390, maxWidth: 460 });
    expect(toastLayout(360)).toMatchObject({ minWidth: 320, maxWidth: 320 });
  });
});
