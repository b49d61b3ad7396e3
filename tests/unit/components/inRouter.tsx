import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";

/** `children` rendered at address `path`, as a route of the app sees it (useLocation, links). */
export const at = (path: string, children: ReactNode) => (
  <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    {children}
  </MemoryRouter>
);
