import { FORMULA_START } from "./exports/csv";
import Papa from "papaparse";
import { markedName } from "./people";
import type * as z from "zod";
import type { AuditEntrySchema, AuditNameSchema } from "~/schemas/auditLog";

/** Settings › Audit log (issue 20 §4): the filters the page and its CSV export share, and the CSV itself. */
export const AUDIT_FILTERS = ["actorId", "itemType", "from", "to"] as const;

/** The kinds of item the activity log records, for the kind filter. */
export const AUDIT_KINDS = [
  "member", "team", "team_member", "project", "folder", "task_group", "task", "status", "column", "dependency",
  "message", "attachment", "invite", "plan", "notification", "restriction", "api_token", "webhook",
] as const;

export type AuditName = z.infer<typeof AuditNameSchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The detail keys whose values are ids (or comma lists of ids) of items and people; the read model names them. */
export const AUDIT_ID_KEYS = [
  "from", "to", "toUserId", "user", "userId", "users", "predecessorId", "successorId", "folderId", "fromGroupId",
  "fromProjectId", "columnId", "afterColumnId", "scopeId", "conversationId", "defaultStatusId", "assignedStatusId", "ids",
  "projectId", "dashboardId", "afterId",
] as const;

/** A piece of an entry in words: text, or a name that links to its page. */
export type AuditPart = { text: string; href?: string };

/** The detail keys the sentence itself says, or that say nothing to a reader. */
const SAID_KEYS = new Set(["name", "from", "to", "board", "predecessorId", "successorId", "itemType", "conversationId"]);

const words = (value: string) => value.replaceAll("_", " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** An id's name (a link when it has a page), else what the value says: a role, a priority, or "a deleted …" for an id gone for good. */
function named(entry: AuditEntry, value: string | number | boolean | null, gone: string): AuditPart {
  if (value === null || value === "") return { text: "none" };
  const found = typeof value === "string" ? entry.names[value] : undefined;
  if (found) return found.href ? { text: found.name, href: found.href } : { text: found.name };
  return { text: looksLikeId(value) ? gone : words(String(value)) };
}

/** Our ids are UUIDs; a value of another shape is a word (a role, a priority, a board's option). */
const looksLikeId = (value: string | number | boolean) => typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value);

/** The kinds of item the read model names (the others, a message or a dependency, are said by what they are on or between). */
const NAMED_KINDS = new Set(["task", "project", "task_group", "team", "member", "dashboard", "folder", "status", "column"]);

/** The item an entry is about: its name now, else the name it had then, else "a deleted …"; nothing for a kind without names. */
function subjectOf(entry: AuditEntry): AuditPart[] {
  const recorded = typeof entry.detail.name === "string" ? entry.detail.name : null;
  const found = entry.names[entry.itemId];
  if (found) return [found.href ? { text: found.name, href: found.href } : { text: found.name }];
  if (recorded) return [{ text: recorded }];
  return NAMED_KINDS.has(entry.itemType) ? [{ text: `a deleted ${words(entry.itemType)}` }] : [];
}

/** The sentence's tail: what moved where, between which tasks, on which item. */
function tailOf(entry: AuditEntry): AuditPart[] {
  const { detail } = entry;
  if (entry.itemType === "dependency" && typeof detail.predecessorId === "string") {
    return [{ text: " from " }, named(entry, detail.predecessorId, "a deleted task"), { text: " to " }, named(entry, detail.successorId ?? null, "a deleted task")];
  }
  if (entry.itemType === "message" && entry.parentId) return [{ text: " on " }, named(entry, entry.parentId, "a deleted item")];
  if ("from" in detail && "to" in detail) {
    const gone = detail.board === "STATUS" ? "a deleted status" : "someone removed";
    return [{ text: " from " }, named(entry, detail.from, gone), { text: " to " }, named(entry, detail.to, gone)];
  }
  return [];
}

/** The rest of the detail, each key in words with its ids named; empty values are left out. */
function restOf(entry: AuditEntry): AuditPart[] {
  const parts = Object.entries(entry.detail)
    .filter(([key, value]) => !SAID_KEYS.has(key) && value !== null && value !== "")
    .map(([key, value]): AuditPart[] => {
      const isId = (AUDIT_ID_KEYS as readonly string[]).includes(key);
      const values = isId && typeof value === "string" ? value.split(",").map((id) => named(entry, id, "someone or something deleted")) : [{ text: String(value) }];
      return [{ text: `${words(key)}: ` }, ...values.flatMap((part, index) => (index === 0 ? [part] : [{ text: ", " }, part]))];
    });
  return parts.length === 0 ? [] : [{ text: " (" }, ...parts.flatMap((part, index) => (index === 0 ? part : [{ text: "; " }, ...part])), { text: ")" }];
}

/**
 * An entry in words (issue 43 §5): "moved task Design mockups from To Do to In Progress", each name
 * a link to its page; ids the read model could not name read "a deleted …".
 */
export function auditWords(entry: AuditEntry): AuditPart[] {
  const subject = subjectOf(entry);
  return [{ text: `${words(entry.verb)} ${words(entry.itemType)}${subject.length > 0 ? " " : ""}` }, ...subject, ...tailOf(entry), ...restOf(entry)];
}

export const auditText = (entry: AuditEntry) => auditWords(entry).map((part) => part.text).join("");

/** The filters of a page's URL that are set (empty values are no filter, spec §5). */
export function auditFiltersOf(params: URLSearchParams): Partial<Record<(typeof AUDIT_FILTERS)[number], string>> {
  return Object.fromEntries(
    AUDIT_FILTERS.map((name) => [name, params.get(name)?.trim() ?? ""]).filter(([, value]) => value !== ""),
  );
}

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
      detail: auditText(entry),
    })),
    { escapeFormulae: FORMULA_START, columns: ["time", "person", "action", "kind", "item", "project", "detail"] },
  );
}
