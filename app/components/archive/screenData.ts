import type { useLoaderData } from "@remix-run/react";
import type { archiveBinLoader } from "~/lib/archiveBin.server";

/** What the archive and bin screen's loader hands its parts: one page of a tab, and one row of it. */
export type ScreenData = ReturnType<typeof useLoaderData<ReturnType<typeof archiveBinLoader>>>;
export type ScreenRow = ScreenData["listing"]["rows"][number];
