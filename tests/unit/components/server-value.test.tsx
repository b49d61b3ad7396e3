// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { followsServer, useServerValue, valueAfterReload } from "~/components/live/useServerValue";

afterEach(cleanup);

function Name({ name }: { name: string }) {
  return <input ref={useServerValue(name)} aria-label="Name" defaultValue={name} />;
}

const field = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });

/** A field of a task while the page's data reloads under it (issue 21: someone else's change). */
describe("a field following the server's value", () => {
  it("shows someone else's change when the reader has not typed in it, in the same element", () => {
    const { rerender } = render(<Name name="Plan" />);
    const element = field();
    element.focus();
    rerender(<Name name="Ada's plan" />);
    expect(field()).toBe(element);
    expect(element.value).toBe("Ada's plan");
    expect(document.activeElement).toBe(element);
    expect(followsServer(element)).toBe(true);
  });

  it("keeps what the reader typed and has not saved, through any number of changes, until the server has it", () => {
    const { rerender } = render(<Name name="Plan" />);
    fireEvent.change(field(), { target: { value: "Bob's draft" } });
    rerender(<Name name="Ada's plan" />);
    rerender(<Name name="Ada's plan, again" />);
    expect(field().value).toBe("Bob's draft");
    rerender(<Name name="Bob's draft" />);
    rerender(<Name name="Later" />);
    expect(field().value).toBe("Later");
  });

  it("decides by the value the field had: equal means untouched", () => {
    expect(valueAfterReload("Plan", "Plan", "New")).toBe("New");
    expect(valueAfterReload("Typed", "Plan", "New")).toBe("Typed");
  });
});
