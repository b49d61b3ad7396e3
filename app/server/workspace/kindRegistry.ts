import { hideablesOf, searchablesOf } from "./aggregate";
import { apiTokens } from "./aggregates/apiTokens";
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
import { sessions } from "./aggregates/sessions";
import { statuses } from "./aggregates/statuses";
import { subscription } from "./aggregates/subscription";
import { tasks } from "./aggregates/tasks";
import { teams } from "./aggregates/teams";
import { tenant } from "./aggregates/tenant";
import { trust } from "./aggregates/trust";
import { webhooks } from "./aggregates/webhooks";

/**
 * Every aggregate of the workspace (decision record 41) but the two plug-ins that read the kinds of
 * item the others register: search and archive. So the kinds' tables sit below those two, and
 * registry.ts lists them after these (decision record 94).
 */
export const BASE_AGGREGATES = [
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
  projectExports,
  projectImport,
  live,
  firstSteps,
  webhooks,
  trust,
  organisationArchive,
] as const;

/** The search index's sources (decision record 41): each aggregate registers the kinds it makes searchable. */
export const SEARCHABLE = searchablesOf(BASE_AGGREGATES);

/**
 * The archive and bin's kinds of item (decision record 41): each aggregate
 * registers the kinds it lets be archived and deleted; a unit test checks they
 * are exactly HIDDEN_TYPES (schemas/archive.ts), the screen's tabs.
 */
export const HIDEABLE = hideablesOf(BASE_AGGREGATES);
