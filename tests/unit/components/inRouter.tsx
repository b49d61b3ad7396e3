import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";

const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * `children` rendered at address `path`, as a route of the app sees it (useLocation, links), in a data
 * router as Remix's, so hooks that read a route's data (useShellData) find none rather than fail.
 */
export const at = (path: string, children: ReactNode) => (
  <RouterProvider router={createMemoryRouter([{ path: "*", element: children }], { initialEntries: [path], future: { v7_relativeSplatPath: true } })} future={FUTURE} />
);
