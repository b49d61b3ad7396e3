// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ListStatus, RowTask } from "~/components/list/types";
import { ColumnCell, type CellColumn } from "~/components/columns/ValueCell";
import { StatusCell } from "~/components/tasks/FieldCells";
import { ToastProvider } from "~/components/Toast";

afterEach(cleanup);

const statuses = [
  { id: "s1", name: "To Do", colour: "#64748b" },
  { id: "s2", name: "In progress", colour: "#2563eb" },
] as unknown as ListStatus[];
const task = { id: "t1", name: "Write spec", statusId: "s1", priority: null, startDate: null, dueDate: null, assigneeIds: [], assignees: [], values: {} } as unknown as RowTask;
const cell = <StatusCell task={task} form="row-form" statuses={statuses} />;

/** The page as the server renders it at `path` (no JavaScript: useHydrated is false). */
async function serverHtml(path: string, element: ReactNode) {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`http://x.test${path}`));
  if (context instanceof Response) throw new Error("a redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

describe("a List row's cell (decision 0071)", () => {
  it("closed, is a link showing its value and named like its control, with no editor", async () => {
    const html = await serverHtml("/p?tab=list", cell);
    expect(html).not.toContain("<select");
    expect(html).toContain('aria-label="Status of Write spec: To Do"');
    expect(html).toContain('href="/p?tab=list&amp;open=statusId-t1"');
    expect(html).toContain(">To Do</span>");
  });

  it("at ?open=<field>-<taskId>, renders its menu, each entry a Save button of the row's form saying its value (no JavaScript)", async () => {
    const html = await serverHtml("/p?open=statusId-t1", cell);
    expect(html).toContain('role="menu" aria-label="Status of Write spec"');
    expect(html).toMatch(/<button type="submit" form="row-form" name="save" value="statusId:s1" role="menuitemradio" aria-checked="true"/);
    expect(html).toMatch(/<button type="submit" form="row-form" name="save" value="statusId:s2" role="menuitemradio" aria-checked="false"/);
    expect(html).not.toContain('value="statusId"');
    expect(html).toContain('href="/p?"');
    expect(await serverHtml("/p?open=priority-t1", cell)).not.toContain("<select");
  });

  it("opens in place with its focus on the status that holds; a choice posts, closes it and shows at once", async () => {
    const posted: FormData[] = [];
    const router = createMemoryRouter([
      {
        path: "/p",
        element: <ToastProvider>{cell}</ToastProvider>,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return { ok: true, message: "" };
        },
      },
    ], { initialEntries: ["/p"] });
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("button", { name: "Status of Write spec: To Do" });
    fireEvent.click(link);
    const menu = screen.getByRole("menu", { name: "Status of Write spec" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menuitemradio", { name: "To Do" })));
    expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
    act(() => {
      // As a pointer's press does, the focus first.
      const entry = screen.getByRole("menuitemradio", { name: "In progress" });
      entry.focus();
      fireEvent.click(entry);
    });
    expect(menu.isConnected && !menu.closest("[hidden]")).toBe(false);
    expect(link.textContent).toBe("In progress");
    expect(document.activeElement).toBe(link);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get("statusId")).toBe("s2");
    expect(posted[0].get("intent")).toBe("updateTask");
  });

  it("a custom column's cell holds no form until opened; opened, its editor's form and Save", async () => {
    const column = { columnId: "c1", name: "Points", type: "NUMBER", config: {} } as unknown as CellColumn;
    const points = (
      <ToastProvider>
        <ColumnCell column={column} taskId="t1" taskName="Write spec" value={42} />
      </ToastProvider>
    );
    const closed = await serverHtml("/p", points);
    expect(closed).not.toContain("<form");
    expect(closed).toContain('aria-label="Points of Write spec: 42"');
    expect(closed).toContain('href="/p?open=c1-t1"');
    const opened = await serverHtml("/p?open=c1-t1", points);
    expect(opened).toContain("<form");
    const input = opened.match(/<input name="value"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('type="number"');
    expect(input).toContain('value="42"');
    expect(input).toContain('aria-label="Points of Write spec"');
    expect(opened).toContain('aria-label="Save Points of Write spec"');
  });

  it("closed, a custom column's cell holds one subscription (the page's cell state) and renders a link around its value; it opens in place and Escape closes it back to the link", async () => {
    const column = { columnId: "c1", name: "Points", type: "NUMBER", config: {} } as unknown as CellColumn;
    const router = createMemoryRouter([
      { path: "/p", element: <ToastProvider><ColumnCell column={column} taskId="t1" taskName="Write spec" value={42} /></ToastProvider> },
    ], { initialEntries: ["/p"] });
    const { container } = render(<RouterProvider router={router} />);
    const link = screen.getByRole("button", { name: "Points of Write spec: 42" });
    // The one subscription: React keeps a store's hook and its effect (the cell had eight: its own open state, refs, a callback, the edit watch).
    expect(hooksOf(fiberOf(link, ColumnCell))).toBe(2);
    expect(container.querySelector(".cell")?.outerHTML.match(/<[a-z]/g)).toHaveLength(3);
    fireEvent.click(link);
    const input = await screen.findByRole("spinbutton", { name: "Points of Write spec" });
    expect(link.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("spinbutton")).toBeNull());
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute("aria-expanded")).toBe("false");
  });
});

type Fiber = { type: unknown; return: Fiber | null; memoizedState: { next: unknown } | null };

/** The fiber of the nearest component of type `type` around a rendered element (React 18 keeps it on the element). */
function fiberOf(element: Element, type: unknown): Fiber {
  const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"))!;
  let fiber = (element as unknown as Record<string, Fiber>)[key];
  while (fiber.type !== type) fiber = fiber.return!;
  return fiber;
}

/** How many hooks a function component's fiber holds (contexts read are not hooks). */
function hooksOf(fiber: Fiber) {
  let count = 0;
  for (let hook = fiber.memoizedState as { next: unknown } | null; hook; hook = hook.next as { next: unknown } | null) count++;
  return count;
}
