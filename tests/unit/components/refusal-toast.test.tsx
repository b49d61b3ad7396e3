// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useFetcher } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/Toast";
import { RefusalToast } from "~/components/tasks/useEditFetcher";

afterEach(cleanup);

const KEY = "gantt-dates-t1";

/** A Gantt bar's move as it posts: through the keyed fetcher, no form of its own on the page. */
function Bar() {
  const fetcher = useFetcher({ key: KEY });
  return (
    <button type="button" onClick={() => fetcher.submit({ intent: "updateTask" }, { method: "post" })}>
      Move
    </button>
  );
}

function renderChart(withToast: boolean) {
  const router = createMemoryRouter(
    [{ path: "/", action: () => ({ ok: false, message: "Task not found" }), element: <ToastProvider><Bar />{withToast ? <RefusalToast fetcherKey={KEY} /> : null}</ToastProvider> }],
    { future: { v7_relativeSplatPath: true, v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_skipActionErrorRevalidation: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  fireEvent.click(screen.getByRole("button", { name: "Move" }));
}

describe("RefusalToast", () => {
  it("toasts why a post through its keyed fetcher was refused, though no form reads that fetcher", async () => {
    renderChart(true);
    expect((await screen.findByRole("alert")).textContent).toContain("Task not found");
  });

  it("is what says it: without it the refusal passes in silence", async () => {
    renderChart(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
