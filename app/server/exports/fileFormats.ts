import { CSV_TYPE } from "~/lib/exports/csv";
import { DEPENDENCY_COLUMNS, tableColumns } from "~/lib/exports/table";
import { DEPENDENCIES_SHEET, excelDateFormat, TASKS_SHEET, xlsxChunks, XLSX_TYPE, type Sheet } from "~/lib/exports/xlsx";
import { ARCHIVE_TYPE } from "~/lib/exports/organisationArchive";
import type { ExportJobFormat } from "~/schemas/exportJobs";
import type { Records } from "./records";

/**
 * A project's export file in each format (issue 19 §1): its type, its name and its pieces, which the
 * download's stream (api/groups/download/projectData.ts) and a background export's steps
 * (background.ts, decision 0057) put together the same way.
 */
export const JSON_TYPE = "application/json; charset=utf-8";
export const EXPORT_TYPES: Record<ExportJobFormat, string> = { csv: CSV_TYPE, xlsx: XLSX_TYPE, json: JSON_TYPE, zip: ARCHIVE_TYPE };

/** "Website relaunch 2026-12-01.csv": the project's name made safe for every file system, and the day. */
export function exportFileName(projectName: string, format: ExportJobFormat | "pdf", day = new Date()) {
  const printable = [...projectName].map((char) => (char.charCodeAt(0) < 32 ? " " : char)).join("");
  const safe = printable.replace(/[\\/:*?"<>|]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 100) || "project";
  return `${safe} ${day.toISOString().slice(0, 10)}.${format}`;
}

/** The pieces of each format. */
export const formatPieces = {
  /** The table's shape and what its rows need. */
  table(records: Records, archived: boolean) {
    const shape = { columns: records.columns(), archived };
    return { columns: tableColumns(shape), context: { ...shape, groupName: records.groupName, taskName: records.taskName } };
  },
  /** The JSON file up to its first task. */
  jsonOpening: (records: Records, filtered: boolean) => `${JSON.stringify(records.preamble(filtered)).slice(0, -1)},"tasks":[`,
  /** Records of the file's tasks or dependencies after `written` others. */
  jsonItems: (items: readonly object[], written: boolean) => `${written ? "," : ""}${items.map((item) => JSON.stringify(item)).join(",")}`,
  jsonBetween: `],"dependencies":[`,
  jsonClosing: "]}",
  /** The workbook's bytes from its task rows and dependency rows, each in batches. */
  xlsx: (records: Records, archived: boolean, rows: Sheet["rows"], links: Sheet["rows"]) =>
    xlsxChunks({
      sheets: [
        { name: TASKS_SHEET, columns: formatPieces.table(records, archived).columns, rows },
        { name: DEPENDENCIES_SHEET, columns: DEPENDENCY_COLUMNS, rows: links },
      ],
      dateFormat: excelDateFormat(records.head.dateFormat),
    }),
};
