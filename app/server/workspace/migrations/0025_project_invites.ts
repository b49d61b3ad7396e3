// The open invites' copy learns the private project an invite carries and the role there
// (issue 20 §2, decision 0052): Settings › Invites names the project, and accepting joins it.
// privateProjectInvite finds the members among the e-mails it is given by their address, in any case.
export default `ALTER TABLE invites ADD COLUMN project_id TEXT;
   ALTER TABLE invites ADD COLUMN project_role TEXT;
   CREATE INDEX members_by_email ON members(lower(email));`;
