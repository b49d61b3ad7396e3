// Attachments (aggregates/attachments, issue 17 §3): files on a task, subtask or task group, or on one
// of its messages. A row is 'pending' from the signed URL until its bytes are in R2 and checked, then
// 'committed'; only committed files are listed and served. r2_key is random (never the name). The
// tenant's bytes in use (pending ones included, so parallel uploads cannot overrun the quota) are one
// counted row. An item or message that goes takes its files, and every file row that goes queues the
// deletion of its object (triggers.ts).
import {
  ATTACHMENT_COUNTED,
  ATTACHMENT_REMOVED,
  ATTACHMENT_RESIZED,
  ATTACHMENTS_GO_WITH_DELETED_MESSAGE,
  ATTACHMENTS_GO_WITH_GROUP,
  ATTACHMENTS_GO_WITH_MESSAGE,
  ATTACHMENTS_GO_WITH_TASK,
} from "./triggers";

export default `CREATE TABLE attachments (
     id TEXT PRIMARY KEY,
     item_type TEXT NOT NULL CHECK (item_type IN ('task', 'taskGroup')),
     item_id TEXT NOT NULL,
     message_id TEXT,
     r2_key TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     content_type TEXT NOT NULL,
     size INTEGER NOT NULL CHECK (size >= 0),
     state TEXT NOT NULL CHECK (state IN ('pending', 'committed')),
     uploaded_by TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     committed_at INTEGER
   );
   CREATE INDEX attachments_of_item ON attachments(item_id, created_at, id) WHERE state = 'committed';
   CREATE INDEX attachments_by_item ON attachments(item_id);
   CREATE INDEX attachments_of_message ON attachments(message_id, created_at, id) WHERE message_id IS NOT NULL;
   CREATE INDEX attachments_pending ON attachments(created_at) WHERE state = 'pending';
   CREATE TABLE storage_usage (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     bytes INTEGER NOT NULL
   );
   INSERT INTO storage_usage (id, bytes) VALUES (1, 0);
   ${ATTACHMENTS_GO_WITH_TASK}
   ${ATTACHMENTS_GO_WITH_GROUP}
   ${ATTACHMENTS_GO_WITH_MESSAGE}
   ${ATTACHMENTS_GO_WITH_DELETED_MESSAGE}
   ${ATTACHMENT_COUNTED}
   ${ATTACHMENT_RESIZED}
   ${ATTACHMENT_REMOVED}`;
