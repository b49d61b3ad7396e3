// The open invites' copy learns the private project an invite carries and the role there
// (issue 20 §2, decision 0052): Settings › Invites names the project, and accepting joins it.
export default `ALTER TABLE invites ADD COLUMN project_id TEXT;
   ALTER TABLE invites ADD COLUMN project_role TEXT;`;
