// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FullPageSpinner, Spinner } from "~/components/Spinner";

afterEach(cleanup);

describe("Spinner", () => {
  it("announces itself as a loading status", () => {
    render(<Spinner label="Loading projects" />);
    expect(screen.getByRole("status", { name: "Loading projects" })).toBeTruthy();
  });

  it("the full-page variant covers the page", () => {
    render(<FullPageSpinner />);
    const status = screen.getByRole("status", { name: "Loading" });
    expect(status.parentElement?.className).toContain("fixed inset-0");
    expect(status.parentElement?.getAttribute("aria-busy")).toBe("true");
  });
});
