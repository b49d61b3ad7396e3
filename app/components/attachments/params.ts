/** Query parameters and the intent of the panel's files (issue 17 §3), browser-safe. */
export const ATTACHMENT_PARAMS = {
  /** Why the last upload without JavaScript was refused (the API's message, set by its redirect). */
  error: "attachmentError",
  /** The file being asked about before it is deleted (without JavaScript). */
  confirmDelete: "deleteFile",
  /** How many of the newest files show ("Load more files" asks for a page more). */
  shown: "filesShown",
} as const;

export const DELETE_ATTACHMENT_INTENT = "deleteAttachment";
