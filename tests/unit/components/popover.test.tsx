// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Popover } from "~/components/Popover";

afterEach(cleanup);

function setup() {
  render(
    <div>
      <button type="button">Elsewhere</button>
      <Popover label="Help" trigger="?">
        <p>Contact Us</p>
        <a href="mailto:help@x.test">help@x.test</a>
      </Popover>
    </div>,
  );
  const details = screen.getByText("Contact Us").closest("details") as HTMLDetailsElement;
  const trigger = screen.getByLabelText("Help");
  return { details, trigger };
}

describe("Popover", () => {
  it("is closed until its trigger is clicked, and the trigger toggles it", () => {
    const { details, trigger } = setup();
    expect(details.open).toBe(false);
    fireEvent.click(trigger);
    expect(details.open).toBe(true);
    fireEvent.click(trigger);
    expect(details.open).toBe(false);
  });

  it("closes on an outside click but not on a click inside", () => {
    const { details, trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByText("Contact Us"));
    expect(details.open).toBe(true);
    fireEvent.mouseDown(screen.getByRole("button", { name: "Elsewhere" }));
    expect(details.open).toBe(false);
  });

  it("closes on Escape and gives focus back to the trigger", () => {
    const { details, trigger } = setup();
    fireEvent.click(trigger);
    screen.getByRole("link", { name: "help@x.test" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("passes close to render-prop children", () => {
    render(
      <Popover label="Menu" trigger="≡">
        {({ open, close }) => (
          <button type="button" onClick={close}>
            {open ? "Opened" : "Shut"}
          </button>
        )}
      </Popover>,
    );
    fireEvent.click(screen.getByLabelText("Menu"));
    fireEvent.click(screen.getByText("Opened"));
    expect(screen.getByText("Shut")).toBeTruthy();
  });
});
