// Files of unposted messages (issue 43 §1, decision record 75): a file uploaded in a message's composer
// belongs to that draft (`draft_for`: the composer, "new-conversation" or "reply-<conversation id>")
// until the message is posted and the file attached to it. A draft file is seen only by its uploader,
// is not among the item's files, and is purged by the alarm once it is older than a week.
export default `ALTER TABLE attachments ADD COLUMN draft_for TEXT;
   CREATE INDEX attachments_drafts_of ON attachments(item_id, uploaded_by) WHERE draft_for IS NOT NULL;
   CREATE INDEX attachments_drafts_by_age ON attachments(created_at) WHERE draft_for IS NOT NULL;`;
