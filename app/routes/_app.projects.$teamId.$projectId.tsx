import { Outlet } from "@remix-run/react";

/** A project's layout; the projects feature gives it the header, view tabs and settings. Its views render in the outlet. */
export default function ProjectLayout() {
  return <Outlet />;
}
