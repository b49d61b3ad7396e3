// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "~/components/Modal";

afterEach(cleanup);

describe("Modal", () => {
  it("is a labelled modal dialog and moves focus into it", () => {
    render(
      <Modal title="Invite people" onClose={() => {}}>
        <input aria-label="Email" />
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Invite people" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes with the close button, Escape and an overlay click", () => {
    const onClose = vi.fn();
    render(
      <Modal title="Closable" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(screen.getByTestId("modal-overlay"));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("does not close when clicking inside the dialog", () => {
    const onClose = vi.fn();
    render(
      <Modal title="Closable" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText("Body"));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a non-closable modal has no close button and ignores Escape and overlay clicks", () => {
    const onClose = vi.fn();
    render(
      <Modal title="Invite expired" onClose={onClose} closable={false}>
        <p>Your invite link is no longer active.</p>
      </Modal>,
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(screen.getByTestId("modal-overlay"));
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole("dialog"));
  });

  it("keeps Tab inside the dialog", () => {
    render(
      <Modal title="Trap" onClose={() => {}}>
        <button type="button">Save</button>
      </Modal>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    fireEvent.keyDown(save, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });
});
