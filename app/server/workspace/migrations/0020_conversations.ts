// Conversations (aggregates/conversations, issue 17): messages on a task, subtask or task group, a
// conversation being a message without a conversation_id and its replies the messages with it (one
// level), counted on its item (conversation_count and reply_count on tasks and task groups, for the
// views); reactions; mentions, with their item (who was named there); who watches an item; the mail
// each member turned off; the order they read conversations in. An item's messages go when the item
// is deleted for good (triggers.ts); messages are searchable (kind 'message').
import {
  ITEM_MESSAGES_GO_WITH_GROUP,
  ITEM_MESSAGES_GO_WITH_TASK,
  MESSAGE_COUNTED,
  MESSAGE_UNCOUNTED,
  SEARCH_MESSAGE_MARKS,
  SEARCH_MESSAGES_MOVE_WITH_GROUP,
  SEARCH_MESSAGES_MOVE_WITH_TASK,
} from "./triggers";

export default `CREATE TABLE messages (
     id TEXT PRIMARY KEY,
     item_type TEXT NOT NULL CHECK (item_type IN ('task', 'taskGroup')),
     item_id TEXT NOT NULL,
     conversation_id TEXT REFERENCES messages(id) ON DELETE CASCADE,
     author_id TEXT NOT NULL,
     body_json TEXT NOT NULL,
     body_text TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     edited_at INTEGER,
     deleted_at INTEGER,
     last_activity_at INTEGER NOT NULL,
     reply_count INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX conversations_by_activity ON messages(item_id, last_activity_at, id) WHERE conversation_id IS NULL;
   CREATE INDEX conversations_by_start ON messages(item_id, created_at, id) WHERE conversation_id IS NULL;
   CREATE INDEX replies_in_order ON messages(conversation_id, created_at, id) WHERE conversation_id IS NOT NULL;
   CREATE INDEX messages_by_author ON messages(item_id, author_id);
   CREATE TABLE message_reactions (
     message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
     emoji TEXT NOT NULL,
     user_id TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (message_id, emoji, user_id)
   ) WITHOUT ROWID;
   CREATE TABLE message_mentions (
     message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL,
     item_id TEXT NOT NULL,
     PRIMARY KEY (message_id, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX mentions_on_item ON message_mentions(item_id, user_id);
   CREATE TABLE watchers (
     item_id TEXT NOT NULL,
     user_id TEXT NOT NULL,
     watching INTEGER NOT NULL,
     PRIMARY KEY (item_id, user_id)
   ) WITHOUT ROWID;
   CREATE TABLE mail_opt_outs (
     user_id TEXT NOT NULL,
     reason TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, reason)
   ) WITHOUT ROWID;
   CREATE TABLE conversation_order (
     user_id TEXT PRIMARY KEY,
     newest_first INTEGER NOT NULL
   ) WITHOUT ROWID;
   ALTER TABLE tasks ADD COLUMN conversation_count INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE tasks ADD COLUMN reply_count INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE task_groups ADD COLUMN conversation_count INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE task_groups ADD COLUMN reply_count INTEGER NOT NULL DEFAULT 0;
   ${MESSAGE_COUNTED}
   ${MESSAGE_UNCOUNTED}
   ${ITEM_MESSAGES_GO_WITH_TASK}
   ${ITEM_MESSAGES_GO_WITH_GROUP}
   ${SEARCH_MESSAGE_MARKS}
   ${SEARCH_MESSAGES_MOVE_WITH_TASK}
   ${SEARCH_MESSAGES_MOVE_WITH_GROUP}`;
