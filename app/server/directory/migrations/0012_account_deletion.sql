-- Deleting an account (issue 38 §3, decision 0089): the request starts 14 days in which signing in
-- restores the account; then the person's data is replaced and their credentials deleted, and
-- `deleted_at` says when.
ALTER TABLE users ADD COLUMN deletion_requested_at INTEGER;
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
