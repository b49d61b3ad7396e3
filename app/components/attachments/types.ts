import type { InferResponseType } from "hono/client";
import type { ThreadItemType } from "~/lib/conversationForms";
import type { ApiClient } from "~/server/api/client";

/** A file as /api/v2/…/attachment/list answers it (issue 17 §3). */
type Ok<T> = T extends { statusCode: 200; data: infer D } ? D : never;
export type Attachment = Ok<InferResponseType<ApiClient["task"]["attachment"]["list"]["$get"], 200>>["attachments"][number];

/** The open panel's files, newest first (app/lib/attachments.server.ts). */
export type ItemFiles = {
  item: { type: ThreadItemType; id: string };
  canWrite: boolean;
  attachments: Attachment[];
  /** The viewer's files of messages not yet posted, by their composer's `draftFor` (issue 43 §1). */
  drafts: Attachment[];
  /** More files than one page holds (the oldest are not shown). */
  more: boolean;
  message: string | null;
};
