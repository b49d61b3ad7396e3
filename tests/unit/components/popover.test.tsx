// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Link } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { Popover } from "~/components/Popover";
import { at } from "./inRouter";

afterEach(cleanup);


const help = (
  <div>
    <button type="button">Elsewhere</button>
    <Popover name="help" label="Help" trigger="?">
      <p>Contact Us</p>
      <a href="mailto:help@x.test">help@x.test</a>
    </Popover>
  </div>
);

function setup(path = "/work?tab=list") {
  render(at(path, help));
  const shown = () => {
    const text = screen.queryByText("Contact Us");
    return text !== null && text.closest("[hidden]") === null;
  };
  return { trigger: screen.getByRole("button", { name: "Help" }), shown };
}

describe("Popover", () => {
  it("renders its panel only once open: closed, its trigger links to the page with ?open=<name>", () => {
    const html = renderToString(at("/work?tab=list", help));
    expect(html).not.toContain("Contact Us");
    expect(html).toContain('href="/work?tab=list&amp;open=help"');
    expect(html).toContain('aria-expanded="false"');
  });

  it("renders open at ?open=<name>, its trigger then linking back without it (no JavaScript)", () => {
    const html = renderToString(at("/work?tab=list&open=help", help));
    expect(html).toContain("Contact Us");
    expect(html).toContain('href="/work?tab=list"');
    expect(html).toContain('aria-expanded="true"');
    expect(renderToString(at("/work?open=account", help))).not.toContain("Contact Us");
  });

  it("is closed until its trigger is clicked, and the trigger toggles it in place", () => {
    const { trigger, shown } = setup();
    expect(shown()).toBe(false);
    fireEvent.click(trigger);
    expect(shown()).toBe(true);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(trigger);
    expect(shown()).toBe(false);
  });

  it("opens with Space as a button does", () => {
    const { trigger, shown } = setup();
    fireEvent.keyDown(trigger, { key: " " });
    expect(shown()).toBe(true);
  });

  it("closes on an outside click but not on a click inside", () => {
    const { trigger, shown } = setup();
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByText("Contact Us"));
    expect(shown()).toBe(true);
    fireEvent.mouseDown(screen.getByRole("button", { name: "Elsewhere" }));
    expect(shown()).toBe(false);
  });

  it("closes on Escape and gives focus back to the trigger", () => {
    const { trigger, shown } = setup();
    fireEvent.click(trigger);
    screen.getByRole("link", { name: "help@x.test" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("keeps its panel in the page once opened, hidden while closed: a form a click both submits and closes is still there", () => {
    const { trigger, shown } = setup();
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    expect(shown()).toBe(false);
    expect(screen.getByText("Contact Us").isConnected).toBe(true);
  });

  it("tells render-prop children whether it is open, each time it opens (a menu focuses its first entry then)", () => {
    render(at("/", <Popover name="menu" label="Menu" trigger="≡">{({ open }) => <p>{open ? "Opened" : "Shut"}</p>}</Popover>));
    const trigger = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(trigger);
    expect(screen.getByText("Opened")).toBeTruthy();
    fireEvent.click(trigger);
    expect(screen.getByText("Shut")).toBeTruthy();
    fireEvent.click(trigger);
    expect(screen.getByText("Opened")).toBeTruthy();
  });

  it("closes on a navigation, as a form's post is one: what was opened in place was for that visit", () => {
    render(
      at(
        "/work",
        <>
          <Link to="/work?tab=list">Go</Link>
          {help}
        </>,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Help" }));
    expect(screen.getByText("Contact Us").closest("[hidden]")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Go" }));
    expect(screen.getByText("Contact Us").closest("[hidden]")).not.toBeNull();
  });

  it("passes close to render-prop children", () => {
    render(
      at(
        "/",
        <Popover name="menu" label="Menu" trigger="≡">
          {({ close }) => (
            <button type="button" onClick={close}>
              Done
            </button>
          )}
        </Popover>,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    fireEvent.click(screen.getByText("Done"));
    expect(screen.getByText("Done").closest("[hidden]")).not.toBeNull();
  });
});
