import type { WidgetConfig } from "~/schemas/dashboard";
import type { MemberContext } from "../../operations";
import { projectsSeenBy, teamsSeenBy } from "../../visibility";

/**
 * The places a widget's scope names, teams and projects (issue 41 §5): each reader is answered only
 * those they see (visibility.ts), and whether it names others; an editor's save keeps the places
 * that were not shown to them. The numbers never needed this: they count only what the reader sees.
 */
export type Reader = Pick<MemberContext, "sql" | "viewer">;
type Places = Pick<WidgetConfig, "teamIds" | "projectIds">;

/** The ids of `table` among `ids` that the reader sees: those that exist and pass `seenBy`. */
function seenAmong(reader: Reader, table: "teams" | "projects", ids: readonly string[], seenBy: typeof teamsSeenBy): Set<string> {
  if (ids.length === 0) return new Set();
  const seen = seenBy(reader.viewer.member, "x");
  const rows = reader.sql
    .exec<{ id: string }>(`SELECT x.id FROM ${table} x WHERE x.id IN (SELECT value FROM json_each(?)) AND ${seen.where}`, JSON.stringify(ids), ...seen.params)
    .toArray();
  return new Set(rows.map((row) => row.id));
}

const partition = (ids: readonly string[], seen: Set<string>) => [ids.filter((id) => seen.has(id)), ids.filter((id) => !seen.has(id))];

/** The scope's places the reader sees, and the others (not theirs to see, or gone). */
function split(reader: Reader, scope: Places): { seen: Places; unseen: Places } {
  const [teamIds, unseenTeamIds] = partition(scope.teamIds, seenAmong(reader, "teams", scope.teamIds, teamsSeenBy));
  const [projectIds, unseenProjectIds] = partition(scope.projectIds, seenAmong(reader, "projects", scope.projectIds, projectsSeenBy));
  return { seen: { teamIds, projectIds }, unseen: { teamIds: unseenTeamIds, projectIds: unseenProjectIds } };
}

/** The scope as the reader is answered it: the places they see, and whether it also covers others. */
export function scopeSeenBy(reader: Reader, scope: Places): Places & { coversUnseenPlaces: boolean } {
  const { seen, unseen } = split(reader, scope);
  return { ...seen, coversUnseenPlaces: unseen.teamIds.length + unseen.projectIds.length > 0 };
}

/** The scope an editor saves: the places they chose, with those of the stored scope they could not see. */
export function scopeSavedBy(editor: Reader, stored: Places, chosen: Places): Places {
  const { unseen } = split(editor, stored);
  return {
    teamIds: [...new Set([...chosen.teamIds, ...unseen.teamIds])],
    projectIds: [...new Set([...chosen.projectIds, ...unseen.projectIds])],
  };
}
