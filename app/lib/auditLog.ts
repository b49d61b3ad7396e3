import { FORMULA_START } from "./exports/csv";
import Papa from "papaparse";
import { markedName } from "./people";

/** Settings › Audit log (issue 20 §4): the filters the page and its CSV export share, and the CSV itself. */
export const AUDIT_FILTERS = ["actorId", "itemType", "from", "to"] as const;

/** The kinds of item the activity log records, for the kind filter. */
export const AUDIT_KINDS = [
  "member", "team", "team_member", "project", "folder", "task_group", "task", "status", "column", "dependency",
  "message", "attachment", "invite", "plan", "notification",
] as const;

export type AuditEntry = {
  activityId: number;
  verb: string;
  itemType: string;
  itemId: string;
  projectName: string | null;
  actor: { userId: string; name: string; deactivated: boolean } | null;
  detail: Record<string, string | number | boolean | null>;
  createdAt: number;
};

/** The filters of a page's URL that are set (empty values are no filter, spec §5). */
export function auditFiltersOf(params: URLSearchParams): Partial<Record<(typeof AUDIT_FILTERS)[number], string>> {
  return Object.fromEntries(
    AUDIT_FILTERS.map((name) => [name, params.get(name)?.trim() ?? ""]).filter(([, value]) => value !== ""),
  );
}

export const describeDetail = (detail: AuditEntry["detail"]) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join("; ");

/** The entries as CSV; a cell that starts like a formula is escaped, so a spreadsheet shows it as text. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return Papa.unparse(
    entries.map((entry) => ({
      time: new Date(entry.createdAt).toISOString(),
      person: entry.actor ? markedName(entry.actor.name, entry.actor.deactivated) : "System",
      action: entry.verb,
      kind: entry.itemType,
      item: entry.itemId,
      project: entry.projectName ?? "",
      detail: describeDetail(entry.detail),
    })),
    { escapeFormulae: FORMULA_START, columns: ["time", "person", "action", "kind", "item", "project", "detail"] },
  );
}
