// The open invites' copy learns the private dashboard an invite carries and the role there
// (issue 18, decision 0055), as it learnt the private project (step 25): Settings › Invites names
// the dashboard, and accepting joins it.
export default `ALTER TABLE invites ADD COLUMN dashboard_id TEXT;
   ALTER TABLE invites ADD COLUMN dashboard_role TEXT;`;
