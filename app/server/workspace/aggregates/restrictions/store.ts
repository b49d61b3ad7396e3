import type { AccessKey, AccessLevel, RestrictableRole, RestrictionRule, RestrictionValue } from "~/lib/accessRestrictions";
import type { MemberCopy } from "../../types";

type RuleRow = { access_key: AccessKey; level: AccessLevel; scope_id: string; role: RestrictableRole | ""; user_id: string; value: RestrictionValue };

const RULE_COLUMNS = "r.access_key, r.level, r.scope_id, r.role, r.user_id, r.value";

const toRule = (row: RuleRow): RestrictionRule => ({
  accessKey: row.access_key,
  level: row.level,
  scopeId: row.scope_id || null,
  role: row.role || null,
  userId: row.user_id || null,
  value: row.value,
});

/** The rules that may apply to a member: those of their role and those for them alone (every operation reads them). */
export function rulesFor(sql: SqlStorage, member: Pick<MemberCopy, "userId" | "role">): RestrictionRule[] {
  if (member.role === "SUPER_ADMIN") return [];
  return sql
    .exec<RuleRow>(`SELECT ${RULE_COLUMNS} FROM access_restrictions r WHERE r.role = ? UNION ALL SELECT ${RULE_COLUMNS} FROM access_restrictions r WHERE r.user_id = ?`, member.role, member.userId)
    .toArray()
    .map(toRule);
}

/** A rule as Settings › Access lists it: with the names of its place and person. */
export type ListedRule = RestrictionRule & { scopeName: string | null; userName: string | null };

/** Every rule, the organisation's first, then by place and capability; a rule whose place was deleted for good is left out. */
export function listRules(sql: SqlStorage): ListedRule[] {
  return sql
    .exec<RuleRow & { scope_name: string | null; user_name: string | null }>(
      `SELECT ${RULE_COLUMNS},
              COALESCE(t.name, p.name) AS scope_name,
              NULLIF(TRIM(m.first_name || ' ' || m.last_name), '') AS user_name
       FROM access_restrictions r
       LEFT JOIN teams t ON r.level = 'TEAM' AND t.id = r.scope_id
       LEFT JOIN projects p ON r.level = 'PROJECT' AND p.id = r.scope_id
       LEFT JOIN members m ON m.user_id = r.user_id
       WHERE r.level = 'TENANT' OR t.id IS NOT NULL OR p.id IS NOT NULL
       ORDER BY r.level = 'TENANT' DESC, scope_name, r.access_key, r.role, user_name`,
    )
    .toArray()
    .map((row) => ({ ...toRule(row), scopeName: row.scope_name, userName: row.user_name }));
}

/** Sets a rule's value, or lifts it (null). */
export function writeRule(sql: SqlStorage, rule: Omit<RestrictionRule, "value">, value: RestrictionValue | null, by: string, now: number) {
  const key = [rule.accessKey, rule.level, rule.scopeId ?? "", rule.role ?? "", rule.userId ?? ""];
  if (value === null) {
    sql.exec("DELETE FROM access_restrictions WHERE access_key = ? AND level = ? AND scope_id = ? AND role = ? AND user_id = ?", ...key);
    return;
  }
  sql.exec(
    `INSERT INTO access_restrictions (access_key, level, scope_id, role, user_id, value, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (access_key, level, scope_id, role, user_id) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    ...key,
    value,
    by,
    now,
  );
}
