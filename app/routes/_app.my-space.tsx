import { useRouteLoaderData } from "@remix-run/react";
import { Placeholder } from "~/components/shell/Placeholder";
import type { ShellData } from "./_app";

export default function MySpace() {
  const shell = useRouteLoaderData<ShellData>("routes/_app");
  return <Placeholder title="My Space">Welcome, {shell?.userDetails.firstName}. Your tasks will appear here.</Placeholder>;
}
