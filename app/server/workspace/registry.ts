import { hideablesOf, registryOf, searchablesOf } from "./aggregate";
import { apiTokens } from "./aggregates/apiTokens";
import { archive } from "./aggregates/archive";
import { attachments } from "./aggregates/attachments";
import { columns } from "./aggregates/columns";
import { conversations } from "./aggregates/conversations";
import { dashboards } from "./aggregates/dashboards";
import { dependencies } from "./aggregates/dependencies";
import { projectExports } from "./aggregates/exports";
import { firstSteps } from "./aggregates/firstSteps";
import { folders } from "./aggregates/folders";
import { holidays } from "./aggregates/holidays";
import { invites } from "./aggregates/invites";
import { kanban } from "./aggregates/kanban";
import { live } from "./aggregates/live";
import { members } from "./aggregates/members";
import { notifications } from "./aggregates/notifications";
import { organisationArchive } from "./aggregates/organisationArchive";
import { projects } from "./aggregates/projects";
import { projectImport } from "./aggregates/projectImport";
import { restrictions } from "./aggregates/restrictions";
import { search } from "./aggregates/search";
import { sessions } from "./aggregates/sessions";
import { statuses } from "./aggregates/statuses";
import { subscription } from "./aggregates/subscription";
import { tasks } from "./aggregates/tasks";
import { teams } from "./aggregates/teams";
import { tenant } from "./aggregates/tenant";
import { webhooks } from "./aggregates/webhooks";
import { workSeed } from "./aggregates/workSeed";
import type { Registry } from "./operations";
import { auditLog } from "./readModels/auditLog";
import { dashboardCharts } from "./readModels/dashboardCharts";
import { gantt } from "./readModels/gantt";
import { myspace } from "./readModels/myspace";
import { projectExport } from "./readModels/projectExport";
import { teamSummary } from "./readModels/teamSummary";

/**
 * The aggregates of the workspace (decision record 41): each folder of
 * aggregates/ exports one definition from its index.ts, listed here once.
 */
export const AGGREGATES = [
  sessions,
  apiTokens,
  members,
  restrictions,
  tenant,
  invites,
  notifications,
  subscription,
  teams,
  statuses,
  folders,
  projects,
  columns,
  tasks,
  dependencies,
  conversations,
  attachments,
  dashboards,
  holidays,
  kanban,
  search,
  archive,
  projectExports,
  projectImport,
  organisationArchive,
  live,
  firstSteps,
  webhooks,
] as const;

/** Read models (readModels/<name>/): queries over the aggregates' tables, with no data or commands of their own. */
export const READ_MODELS = [myspace, teamSummary, gantt, auditLog, dashboardCharts, projectExport] as const;

/** Registered only when the Worker runs with its development flag (`DEVELOPMENT = "true"`). */
export const DEVELOPMENT_ONLY = [workSeed] as const;

/**
 * Every operation of the workspace, by name ("<aggregate>.<operation>"),
 * development-only ones included: the surface's types (surface.ts) come from
 * it. Nothing reaches the tenant's data another way.
 */
export const REGISTRY = registryOf([...AGGREGATES, ...READ_MODELS, ...DEVELOPMENT_ONLY]) satisfies Registry;

/** The search index's sources (decision record 41): each aggregate registers the kinds it makes searchable. */
export const SEARCHABLE = searchablesOf([...AGGREGATES, ...READ_MODELS]);

/**
 * The archive and bin's kinds of item (decision record 41): each aggregate
 * registers the kinds it lets be archived and deleted; a unit test checks they
 * are exactly HIDDEN_TYPES (schemas/archive.ts), the screen's tabs.
 */
export const HIDEABLE = hideablesOf(AGGREGATES);

/** What a deployment without the development flag runs: no work generator. */
export const PRODUCTION_REGISTRY: Registry = registryOf([...AGGREGATES, ...READ_MODELS]);

/** The registry a tenant's Durable Object runs, by the Worker's development flag. */
export const registryFor = (development: boolean): Registry => (development ? REGISTRY : PRODUCTION_REGISTRY);
