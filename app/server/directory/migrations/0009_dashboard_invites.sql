-- An invite may carry one private dashboard the invitee joins on accepting, with the dashboard role
-- they get there (issue 18, decision 0055), as it may carry a private project (decision 0052).
-- Both null for an invite that carries no dashboard.
ALTER TABLE invites ADD COLUMN dashboard_id TEXT;
ALTER TABLE invites ADD COLUMN dashboard_role TEXT;
