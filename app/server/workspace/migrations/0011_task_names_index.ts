// The List view's text filter and counts read task names from the index alone.
export default `CREATE INDEX tasks_by_group_name ON tasks(group_id, parent_id, name);`;
