import { createContext, useContext, type ReactNode } from "react";
import type { Attachment, ItemFiles } from "./types";

/**
 * The open panel's files, read once by the List view's loader (issue 17 §3) and shared by the
 * panel's Attachments section and its messages, which show theirs by `messageId`.
 */
const FilesContext = createContext<ItemFiles | null>(null);

export function ItemFilesProvider({ files, children }: { files: ItemFiles | null; children: ReactNode }) {
  return <FilesContext.Provider value={files}>{children}</FilesContext.Provider>;
}

export function useItemFiles(): ItemFiles | null {
  return useContext(FilesContext);
}

/** The files on one message, newest first. */
export function useMessageFiles(messageId: string): Attachment[] {
  return useItemFiles()?.attachments.filter((file) => file.messageId === messageId) ?? [];
}

/** The viewer's files of one composer's unposted message (issue 43 §1). */
export function useDraftFiles(draftFor: string): Attachment[] {
  return useItemFiles()?.drafts.filter((file) => file.draftFor === draftFor) ?? [];
}
