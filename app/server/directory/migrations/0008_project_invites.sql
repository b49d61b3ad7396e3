-- An invite may carry one private project the invitee joins on accepting, with the project role
-- they get there (issue 20 §2, decision 0052). Both null for an invite to the organisation only.
ALTER TABLE invites ADD COLUMN project_id TEXT;
ALTER TABLE invites ADD COLUMN project_role TEXT;
