import { Outlet } from "@remix-run/react";

/** projects/{teamId}: the team's pages (its summary, its projects) render inside. */
export default function TeamLayout() {
  return <Outlet />;
}
