// Background exports (issue 19 §4, decision 0057): a large project's export is a job the alarm
// builds in steps. A step reads from `cursor`, writes piece number `pieces` to R2 and moves the
// job on in one transaction, so a step that crashed runs again from where the last one ended.
// `phase`: tasks, then dependencies (JSON, XLSX); export_job_tasks remembers each exported task's
// place, name and link for the dependencies, which come once the tasks are all written.
export default `CREATE TABLE export_jobs (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     project_id TEXT NOT NULL,
     project_name TEXT NOT NULL,
     format TEXT NOT NULL,
     query_json TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'running',
     phase TEXT NOT NULL DEFAULT 'tasks',
     cursor TEXT,
     pieces INTEGER NOT NULL DEFAULT 0,
     done INTEGER NOT NULL DEFAULT 0,
     total INTEGER NOT NULL,
     bytes INTEGER NOT NULL DEFAULT 0,
     error TEXT,
     created_at INTEGER NOT NULL,
     finished_at INTEGER,
     expires_at INTEGER
   );
   CREATE INDEX export_jobs_by_member ON export_jobs(user_id, created_at);
   CREATE TABLE export_job_tasks (
     job_id TEXT NOT NULL,
     position INTEGER NOT NULL,
     task_id TEXT NOT NULL,
     name TEXT NOT NULL,
     link TEXT NOT NULL,
     PRIMARY KEY (job_id, position)
   );`;
