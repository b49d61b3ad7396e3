import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArchiveBinScreen } from "~/components/archive/ArchiveBinScreen";
import { archiveBinAction, archiveBinLoader } from "~/lib/archiveBin.server";

export const meta: MetaFunction = () => [{ title: "Bin · Meridian" }];

export const loader = archiveBinLoader("bin");
export const action = archiveBinAction("bin");

export default function Bin() {
  return <ArchiveBinScreen data={useLoaderData<typeof loader>()} />;
}
