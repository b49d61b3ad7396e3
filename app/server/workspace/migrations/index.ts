import tenantMembersAndSessions from "./0001_tenant_members_and_sessions";
import activity from "./0002_activity";
import memberProfiles from "./0003_member_profiles";
import invites from "./0004_invites";
import workStructure from "./0005_work_structure";
import notificationsAndPlan from "./0006_notifications_and_plan";
import summaryReads from "./0007_summary_reads";
import teamOrder from "./0008_team_order";
import membersByName from "./0009_members_by_name";
import membersByRole from "./0010_members_by_role";
import taskNamesIndex from "./0011_task_names_index";
import archiveAndDependencies from "./0012_archive_and_dependencies";
import kanbanBoard from "./0013_kanban_board";
import globalSearch from "./0014_global_search";
import archiveLists from "./0015_archive_lists";
import boardStatusCounts from "./0016_board_status_counts";
import dependenciesWithinProjects from "./0017_dependencies_within_projects";
import effectQueue from "./0018_effect_queue";
import auditLogReads from "./0019_audit_log_reads";
import conversations from "./0020_conversations";
import attachments from "./0021_attachments";
import projectProgress from "./0022_project_progress";
import dashboards from "./0023_dashboards";
import accessRestrictions from "./0024_access_restrictions";
import projectInvites from "./0025_project_invites";
import exportJobs from "./0026_export_jobs";
import dashboardInvites from "./0027_dashboard_invites";
import dashboardIndexes from "./0028_dashboard_indexes";
import dashboardCounts from "./0029_dashboard_counts";
import dashboardEstimates from "./0030_dashboard_estimates";
import attachmentDrafts from "./0031_attachment_drafts";
import apiTokens from "./0032_api_tokens";
import messageSearchGroup from "./0033_message_search_group";
import planTrial from "./0034_plan_trial";
import firstSteps from "./0035_first_steps";
import sessionsAndLeaving from "./0036_sessions_and_leaving";
import webhooks from "./0037_webhooks";
import organizationDeletion from "./0038_organization_deletion";

export { KEEP_LINKS_WITHIN_PROJECTS } from "./0017_dependencies_within_projects";

/**
 * The workspace schema, one ordered list per tenant database: step N is the file numbered N and
 * version N in schema_migrations. Each step runs once, inside the Durable Object's constructor,
 * before any request is served. A change is a new file at the end of the list; never edit a
 * released step (the current definition of every trigger is in triggers.ts).
 */
export const WORKSPACE_MIGRATIONS: readonly string[] = [
  tenantMembersAndSessions,
  activity,
  memberProfiles,
  invites,
  workStructure,
  notificationsAndPlan,
  summaryReads,
  teamOrder,
  membersByName,
  membersByRole,
  taskNamesIndex,
  archiveAndDependencies,
  kanbanBoard,
  globalSearch,
  archiveLists,
  boardStatusCounts,
  dependenciesWithinProjects,
  effectQueue,
  auditLogReads,
  conversations,
  attachments,
  projectProgress,
  dashboards,
  accessRestrictions,
  projectInvites,
  exportJobs,
  dashboardInvites,
  dashboardIndexes,
  dashboardCounts,
  dashboardEstimates,
  attachmentDrafts,
  apiTokens,
  messageSearchGroup,
  planTrial,
  firstSteps,
  sessionsAndLeaving,
  webhooks,
  organizationDeletion,
];

/**
 * Brings the schema up to version `upTo` (the latest unless a test asks for an older one); each
 * step and its bookkeeping commit together or not at all.
 */
export function migrate(storage: DurableObjectStorage, upTo = WORKSPACE_MIGRATIONS.length): number {
  const { sql } = storage;
  sql.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)");
  const row = sql.exec<{ version: number | null }>("SELECT MAX(version) AS version FROM schema_migrations").one();
  const current = row.version ?? 0;
  for (let version = current + 1; version <= upTo; version++) {
    storage.transactionSync(() => {
      sql.exec(WORKSPACE_MIGRATIONS[version - 1]);
      sql.exec("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", version, Date.now());
    });
  }
  return Math.max(current, upTo);
}
