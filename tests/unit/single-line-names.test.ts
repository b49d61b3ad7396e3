import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ColumnConfigInput } from "~/schemas/column";
import { checkCsvImport, parseCsv } from "~/lib/exports/csvImport";
import { sanitiseName } from "~/lib/attachments";
import { columnName, configFromForm } from "~/schemas/column";
import { dashboardName, widgetName } from "~/schemas/dashboard";
import { ImportCsvSchema, ImportProjectSchema, MappedColumnSchema } from "~/schemas/exports";
import { singleLineMessage } from "~/schemas/fields";
import { folderName } from "~/schemas/folder";
import { projectName } from "~/schemas/project";
import { statusName } from "~/schemas/status";
import { AddTaskSchema, groupName, taskName, UpdateTaskSchema } from "~/schemas/task";
import { teamName } from "~/schemas/team";

/** Issue 41 §3: a name is one line; a line break in it would reach a mail's subject. */
const REFUSED = ["A\r\nBcc: x", "A\tB", "A\u0000", "A\nB", "A\u007fB", "A\u0085B", "A\u2028B", "A\u2029B"];
const ACCEPTED = "Café — 東京";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const optionLabel = (label: string) => ColumnConfigInput.safeParse({ options: [{ label }] });

describe("every name schema refuses control characters, with its field's message", () => {
  const names: Array<[string, z.ZodType]> = [
    ["Task Name", taskName()],
    ["Task Group Name", groupName()],
    ["Project Name", projectName()],
    ["Folder Name", folderName()],
    ["Team Name", teamName()],
    ["Dashboard Name", dashboardName()],
    ["Widget Name", widgetName()],
    ["Column Name", columnName()],
    ["Status Name", statusName()],
  ];

  it.each(names)("%s", (label, schema) => {
    for (const value of REFUSED) expect(messages(schema, value), JSON.stringify(value)).toEqual([singleLineMessage(label)]);
    expect(schema.parse(ACCEPTED)).toBe(ACCEPTED);
  });

  it("says what is wrong in the spec's words", () => {
    expect(singleLineMessage("Task Name")).toBe("Task Name should not contain line breaks, tabs or other control characters");
  });

  it("trims a trailing line break as it trims spaces, and still refuses a leading one as a leading space", () => {
    expect(taskName().parse("Launch\r\n")).toBe("Launch");
    expect(messages(taskName(), "\r\nLaunch")).toEqual(["Leading Spaces not allowed"]);
  });

  it("puts the message on the name field of a task's add and update", () => {
    const added = AddTaskSchema.safeParse({ groupId: "g1", name: "Launch\r\nBcc: x@evil.test" });
    expect(added.error?.issues.map(({ path, message }) => [path, message])).toEqual([[["name"], singleLineMessage("Task Name")]]);
    expect(UpdateTaskSchema.safeParse({ taskId: "t1", name: "A\tB" }).error?.issues[0].path).toEqual(["name"]);
  });

  it("refuses a column option's label, from the API and from the form's one label per line", () => {
    for (const value of REFUSED) expect(optionLabel(value).error?.issues[0].message).toBe(singleLineMessage("Option"));
    expect(optionLabel(ACCEPTED).success).toBe(true);
    expect(ColumnConfigInput.safeParse(configFromForm({ options: "Draft\r\nIn\treview" })).error?.issues[0].message).toBe(singleLineMessage("Option"));
  });
});

describe("imports refuse names with control characters (a project file's: tests/unit/exports.test.ts)", () => {
  it("names the CSV row", () => {
    const csv = parseCsv('Task,Status\r\nFine,To do\r\n"Launch\r\nBcc: x@evil.test",To do\r\n');
    const checked = checkCsvImport(csv, ["name", "status"], "From CSV");
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ "rows.3": [`Row 3 “Launch\r\nBcc: x@evil.test” (Task): ${singleLineMessage("Task Name")}`] });
  });

  it("refuses the project's and a custom column's name given with the import", () => {
    expect(messages(ImportProjectSchema, { teamId: "t", name: "A\r\nB", file: {} })).toEqual([singleLineMessage("Project Name")]);
    expect(messages(ImportCsvSchema, { teamId: "t", name: "A\tB", csv: "", mapping: [] })).toEqual([singleLineMessage("Project Name")]);
    expect(messages(MappedColumnSchema, { field: "custom", name: "A\u0000" })).toEqual([singleLineMessage("Column Name")]);
  });
});

describe("file names are cleaned rather than refused", () => {
  it("drops control characters from an attachment's name", () => {
    expect(sanitiseName("Launch\r\nBcc: x.pdf")).toBe("LaunchBcc_ x.pdf");
  });
});
