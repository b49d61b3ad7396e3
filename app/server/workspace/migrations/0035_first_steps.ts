// A new organisation's first steps (issue 43 §2, decision 0077): what the checklist cannot read
// from the work itself, per person: the Kanban and Gantt views opened, the checklist dismissed.
export default `CREATE TABLE first_steps (
     user_id TEXT NOT NULL,
     step TEXT NOT NULL CHECK (step IN ('kanban', 'gantt', 'dismissed')),
     done_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, step)
   ) WITHOUT ROWID;`;
