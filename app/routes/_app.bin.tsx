import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArchiveBinScreen } from "~/components/archive/ArchiveBinScreen";
import { archiveBinAction } from "~/intents/archiveBin.server";
import { archiveBinLoader } from "~/lib/archiveBin.server";

export const meta: MetaFunction = () => [{ title: "Bin · Meridian" }];

// Functions, not the factories' calls: the browser build keeps a top-level call (it may have effects),
// and the .server module it calls is empty there, so the route module failed on client navigation.
export const loader = (args: LoaderFunctionArgs) => archiveBinLoader("bin")(args);
export const action = (args: ActionFunctionArgs) => archiveBinAction("bin")(args);

export default function Bin() {
  return <ArchiveBinScreen data={useLoaderData<typeof loader>()} />;
}
