// The activity log (activity.ts), one entry per command.
export default `CREATE TABLE activity (
     id INTEGER PRIMARY KEY,
     actor_id TEXT,
     verb TEXT NOT NULL,
     item_type TEXT NOT NULL,
     item_id TEXT NOT NULL,
     parent_id TEXT,
     team_id TEXT,
     project_id TEXT,
     detail_json TEXT NOT NULL DEFAULT '{}',
     created_at INTEGER NOT NULL
   );
   CREATE INDEX activity_by_time ON activity(created_at);
   CREATE INDEX activity_by_item ON activity(item_type, item_id, created_at);`;
