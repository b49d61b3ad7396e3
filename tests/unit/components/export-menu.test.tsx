// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ExportForm } from "~/components/exports/ExportForm";
import { at } from "./inRouter";

afterEach(cleanup);

/** The project header's menu as the Kanban and Gantt have it, and as the List has it (with its query string): two kinds, named apart. */
const both = (search: string) => (
  <>
    <ExportForm projectId="p1" />
    <ExportForm projectId="p1" search={search} />
  </>
);

describe("the Export menus", () => {
  it("are two triggers, named apart, and no form until one is opened", () => {
    const html = renderToString(at("/projects/t/p1?status=s1", both("?status=s1")));
    expect(html).not.toContain("<form");
    expect(html).toContain('href="/projects/t/p1?status=s1&amp;open=export-project"');
    expect(html).toContain('href="/projects/t/p1?status=s1&amp;open=export-list"');
  });

  it("renders the one named by ?open= open (no JavaScript), with the List's filters but not the open parameter as fields", () => {
    render(at("/projects/t/p1?status=s1&open=export-list", both("?status=s1&open=export-list")));
    const list = screen.getByRole("form", { name: "Export the list" });
    expect(screen.queryByRole("form", { name: "Export the project" })).toBeNull();
    const fields = [...list.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => `${input.name}=${input.value}`);
    expect(fields).toEqual(["projectId=p1", "status=s1"]);
  });

  it("opens in place with a click, one at a time by trigger", () => {
    render(at("/projects/t/p1", both("")));
    fireEvent.click(screen.getByRole("button", { name: "Export project" }));
    expect(screen.getByRole("form", { name: "Export the project" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Export the list" })).toBeNull();
  });
});
