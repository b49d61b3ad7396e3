/**
 * The task fields a CSV column can be mapped to (issue 19 §3), and their names in the mapping form:
 * apart from the import itself (csvImport.ts), so that a form and the schemas can name them without
 * loading the CSV parser and the project file's checks into every page.
 */
export const CSV_FIELDS = ["ignore", "name", "status", "assignees", "startDate", "dueDate", "priority", "group", "parent", "custom"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
export const CSV_FIELD_NAMES: Record<CsvField, string> = {
  ignore: "Ignore",
  name: "Task name",
  status: "Status",
  assignees: "Assignees (e-mails)",
  startDate: "Start date",
  dueDate: "Due date",
  priority: "Priority",
  group: "Task group",
  parent: "Subtask of (task name)",
  custom: "A custom column",
};
