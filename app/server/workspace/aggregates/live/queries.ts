import { requireProject } from "../../access";
import { defineQuery, type MemberContext } from "../../operations";
import { projectsSeenBy } from "../../visibility";

export type LiveConnectInput = { projectId: string | null; since: number | null };

/** Beyond this many changes since a page's last, it reloads its data without asking which ones it may see. */
const CATCH_UP_SCAN = 500;

/** Whether any change the member may see (of the project, when the page shows one) came after `since`. */
function missedSince({ sql, viewer }: MemberContext, since: number, latest: number, projectId: string | null) {
  if (latest <= since) return false;
  if (latest - since > CATCH_UP_SCAN) return true;
  // A task moved to another project is a change of the project it left too (its entry's fromProjectId).
  const left = "json_extract(a.detail_json, '$.fromProjectId')";
  if (projectId) return sql.exec(`SELECT 1 FROM activity a WHERE a.id > ? AND ? IN (a.project_id, ${left}) LIMIT 1`, since, projectId).toArray().length > 0;
  const seen = projectsSeenBy(viewer.member, "p");
  return (
    sql.exec(`SELECT 1 FROM activity a JOIN projects p ON p.id IN (a.project_id, ${left}) WHERE a.id > ? AND ${seen.where} LIMIT 1`, since, ...seen.params).toArray()
      .length > 0
  );
}

export const liveQueries = {
  /** Opening a socket: the page's project must be one the member sees (404 as for reads). */
  "live.connect": defineQuery({
    permission: "signed-in",
    handler: (context, { projectId, since }: LiveConnectInput) => {
      if (projectId) requireProject(context, projectId, "work:read");
      const { member } = context.viewer;
      const seq = context.sql.exec<{ seq: number | null }>("SELECT MAX(id) AS seq FROM activity").one().seq ?? 0;
      return {
        listener: { userId: member.userId, firstName: member.firstName, lastName: member.lastName, sessionHash: context.sessionHash, projectId, editingTaskId: null },
        hello: { type: "hello" as const, seq, missed: since !== null && missedSince(context, since, seq, projectId), userId: member.userId },
      };
    },
  }),
};
