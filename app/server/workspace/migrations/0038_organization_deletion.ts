// Deleting an organisation (issue 38 §3, decision 0091): when a super admin asked for it, who, and
// when the tenant's alarm removes it for good; `purge_started_at` marks the purge under way (its mails
// and the directory's and R2's part queued), after which the object's storage is deleted.
export default `ALTER TABLE tenant ADD COLUMN deletion_requested_at INTEGER;
   ALTER TABLE tenant ADD COLUMN deletion_requested_by TEXT;
   ALTER TABLE tenant ADD COLUMN purge_at INTEGER;
   ALTER TABLE tenant ADD COLUMN purge_started_at INTEGER;`;
