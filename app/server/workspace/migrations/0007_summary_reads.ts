// Summary reads (decision record 27). Team summaries read a team's activity newest first.
// My-space reads a member's assignments by due date: each assignment carries a copy of its
// task's project, status, due date ('~' when none, so undated sorts last) and whether it is
// open, kept by triggers whoever writes tasks, assignees or status categories.
// Step 15 replaced these three triggers; their current definitions are in triggers.ts.
export default `CREATE INDEX activity_by_team ON activity(team_id, id);
   ALTER TABLE task_assignees ADD COLUMN project_id TEXT NOT NULL DEFAULT '';
   ALTER TABLE task_assignees ADD COLUMN status_id TEXT;
   ALTER TABLE task_assignees ADD COLUMN due_key TEXT NOT NULL DEFAULT '~';
   ALTER TABLE task_assignees ADD COLUMN open INTEGER NOT NULL DEFAULT 1;
   CREATE TRIGGER task_assignees_copy_task AFTER INSERT ON task_assignees BEGIN
     UPDATE task_assignees SET
       project_id = (SELECT t.project_id FROM tasks t WHERE t.id = NEW.task_id),
       status_id = (SELECT t.status_id FROM tasks t WHERE t.id = NEW.task_id),
       due_key = COALESCE((SELECT t.due_date FROM tasks t WHERE t.id = NEW.task_id), '~'),
       open = NOT EXISTS (SELECT 1 FROM tasks t JOIN statuses s ON s.id = t.status_id
                          WHERE t.id = NEW.task_id AND s.category IN ('DONE', 'CLOSED'))
     WHERE task_id = NEW.task_id AND user_id = NEW.user_id;
   END;
   CREATE TRIGGER tasks_copy_to_assignees AFTER UPDATE OF project_id, status_id, due_date ON tasks BEGIN
     UPDATE task_assignees SET
       project_id = NEW.project_id,
       status_id = NEW.status_id,
       due_key = COALESCE(NEW.due_date, '~'),
       open = NOT EXISTS (SELECT 1 FROM statuses s WHERE s.id = NEW.status_id AND s.category IN ('DONE', 'CLOSED'))
     WHERE task_id = NEW.id;
   END;
   CREATE TRIGGER statuses_copy_to_assignees AFTER UPDATE OF category ON statuses BEGIN
     UPDATE task_assignees SET open = NEW.category NOT IN ('DONE', 'CLOSED')
     WHERE task_id IN (SELECT t.id FROM tasks t WHERE t.status_id = NEW.id);
   END;
   UPDATE task_assignees SET
     project_id = (SELECT t.project_id FROM tasks t WHERE t.id = task_id),
     status_id = (SELECT t.status_id FROM tasks t WHERE t.id = task_id),
     due_key = COALESCE((SELECT t.due_date FROM tasks t WHERE t.id = task_id), '~'),
     open = NOT EXISTS (SELECT 1 FROM tasks t JOIN statuses s ON s.id = t.status_id
                        WHERE t.id = task_id AND s.category IN ('DONE', 'CLOSED'));
   CREATE INDEX task_assignees_by_user_due ON task_assignees(user_id, open, due_key, task_id, project_id, status_id);`;
