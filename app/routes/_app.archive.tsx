import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArchiveBinScreen } from "~/components/archive/ArchiveBinScreen";
import { archiveBinAction, archiveBinLoader } from "~/lib/archiveBin.server";

export const meta: MetaFunction = () => [{ title: "Archive · Meridian" }];

export const loader = archiveBinLoader("archive");
export const action = archiveBinAction("archive");

export default function Archive() {
  return <ArchiveBinScreen data={useLoaderData<typeof loader>()} />;
}
