// Access restrictions (aggregates/restrictions, issue 20 §3, decision record 51): a capability turned
// off (disabled or hidden) for a role or for one member, in the whole tenant, one team or one project.
// At most one rule per capability, place and subject. Every session's check reads the rules of its
// member's role and id, so both are indexed.
export default `CREATE TABLE access_restrictions (
     access_key TEXT NOT NULL,
     level TEXT NOT NULL CHECK (level IN ('TENANT', 'TEAM', 'PROJECT')),
     scope_id TEXT NOT NULL DEFAULT '',
     role TEXT NOT NULL DEFAULT '' CHECK (role IN ('', 'ADMIN', 'MEMBER', 'GUEST')),
     user_id TEXT NOT NULL DEFAULT '',
     value TEXT NOT NULL CHECK (value IN ('disabled', 'hidden')),
     updated_by TEXT NOT NULL,
     updated_at INTEGER NOT NULL,
     CHECK ((role = '') <> (user_id = '')),
     CHECK ((level = 'TENANT') = (scope_id = '')),
     PRIMARY KEY (access_key, level, scope_id, role, user_id)
   ) WITHOUT ROWID;
   CREATE INDEX access_restrictions_by_role ON access_restrictions(role) WHERE role <> '';
   CREATE INDEX access_restrictions_by_user ON access_restrictions(user_id) WHERE user_id <> '';`;
