// Global search (decision record 32): one FTS5 row per team, project, task group, task or
// subtask and active member; search_items says which item a row is, its result group and where
// it lives (what decides who may see it). Triggers on the base tables mark what changed in
// search_dirty (same transaction); the core drains it into the index after every command and
// system operation (aggregates/search/indexer.ts). Everything already there is marked here, so
// the first drain builds the index of an existing tenant.

import {
  SEARCH_COLUMN_RETYPED,
  SEARCH_GROUP_MARKS,
  SEARCH_MEMBER_MARKS,
  SEARCH_PROJECT_MARKS,
  SEARCH_TASK_MARKS,
  SEARCH_TEAM_MARKS,
  SEARCH_VALUE_MARKS,
} from "./triggers";
export default `CREATE VIRTUAL TABLE search_index USING fts5(
     name, first_name, last_name, body,
     tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
   );
   CREATE TABLE search_items (
     rowid INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     item_id TEXT NOT NULL,
     result_group TEXT NOT NULL,
     team_id TEXT,
     project_id TEXT,
     updated_at INTEGER NOT NULL,
     UNIQUE (kind, item_id)
   );
   CREATE TABLE search_dirty (
     kind TEXT NOT NULL,
     item_id TEXT NOT NULL,
     PRIMARY KEY (kind, item_id)
   ) WITHOUT ROWID;
   ${SEARCH_TEAM_MARKS}
   ${SEARCH_PROJECT_MARKS}
   ${SEARCH_GROUP_MARKS}
   ${SEARCH_TASK_MARKS}
   ${SEARCH_VALUE_MARKS}
   ${SEARCH_MEMBER_MARKS}
   ${SEARCH_COLUMN_RETYPED}
   INSERT OR IGNORE INTO search_dirty SELECT 'team', id FROM teams;
   INSERT OR IGNORE INTO search_dirty SELECT 'project', id FROM projects;
   INSERT OR IGNORE INTO search_dirty SELECT 'group', id FROM task_groups;
   INSERT OR IGNORE INTO search_dirty SELECT 'task', id FROM tasks;
   INSERT OR IGNORE INTO search_dirty SELECT 'member', user_id FROM members;`;
