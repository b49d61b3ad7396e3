// People pickers list the tenant's active members by name (team/settings).
export default `CREATE INDEX members_by_name ON members(status, first_name, last_name);`;
