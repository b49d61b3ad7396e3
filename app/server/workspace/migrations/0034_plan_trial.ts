// The shell shows the plan and any trial (issue 43 §6, decision 0076): the copy of the directory's
// subscription keeps when a free trial ends (null: no trial).
export default `ALTER TABLE plan_copy ADD COLUMN trial_ends_at INTEGER;`;
