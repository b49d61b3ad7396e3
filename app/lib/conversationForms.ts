/**
 * What the conversations tab's forms post and read (issue 17): the intents
 * (app/intents/conversations.server.ts answers them) and the query parameters
 * of the panel, which carry its state without JavaScript.
 */
export const CONVERSATION_INTENTS = [
  "startConversation",
  "replyToConversation",
  "editMessage",
  "deleteMessage",
  "reactToMessage",
  "watchItem",
  "orderConversations",
] as const;
export type ConversationIntent = (typeof CONVERSATION_INTENTS)[number];

/** The item whose conversations a form posts about: "task" (tasks and subtasks) or "taskGroup". */
export type ThreadItemType = "task" | "taskGroup";

/** Query parameters of the panel's conversations tab. */
export const THREAD_PARAMS = {
  tab: "tab",
  /** The task group whose panel is open. */
  group: "taskGroupId",
  /** The highlighted message (a notification's, mail's or search hit's link). */
  conversation: "conversationId",
  reply: "replyId",
  /** The next page of conversations (without JavaScript). */
  cursor: "conversationsCursor",
  /** The conversation whose further replies show (without JavaScript), and from where. */
  moreReplies: "moreReplies",
  repliesCursor: "repliesCursor",
  /** The message being edited, or asked about before deleting (without JavaScript). */
  edit: "editMessage",
  confirmDelete: "deleteMessage",
} as const;

export const CONVERSATIONS_TAB = "conversations";

/** Parameters that belong to one view of the thread and are dropped when a post returns or the panel changes. */
export const TRANSIENT_THREAD_PARAMS = [THREAD_PARAMS.edit, THREAD_PARAMS.confirmDelete] as const;

/** Every parameter of the thread: a new panel starts without them. */
export const ALL_THREAD_PARAMS = Object.values(THREAD_PARAMS);

/** A form's id in the panel, to show its errors beside it. */
export const FORM_ID = "formId";

export const messageAnchor = (messageId: string) => `message-${messageId}`;
