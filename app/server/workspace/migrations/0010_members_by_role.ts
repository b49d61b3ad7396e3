// The people who can see a project include the tenant's admins (List view assignees).
export default `CREATE INDEX members_by_role ON members(role);`;
