import { archiveCommands } from "./aggregates/archive/commands";
import { archiveQueries } from "./aggregates/archive/queries";
import { archiveSystem } from "./aggregates/archive/system";
import { columnCommands } from "./aggregates/columns/commands";
import { columnQueries } from "./aggregates/columns/queries";
import { dependencyCommands } from "./aggregates/dependencies/commands";
import { dependencyQueries } from "./aggregates/dependencies/queries";
import { folderCommands } from "./aggregates/folders/commands";
import { folderQueries } from "./aggregates/folders/queries";
import { ganttQueries } from "./aggregates/gantt/queries";
import { holidayCommands } from "./aggregates/holidays/commands";
import { holidayQueries } from "./aggregates/holidays/queries";
import { inviteCommands } from "./aggregates/invites/commands";
import { inviteQueries } from "./aggregates/invites/queries";
import { inviteSystem } from "./aggregates/invites/system";
import { kanbanCommands } from "./aggregates/kanban/commands";
import { kanbanQueries } from "./aggregates/kanban/queries";
import { memberQueries } from "./aggregates/members/queries";
import { memberSystem } from "./aggregates/members/system";
import { myspaceQueries } from "./aggregates/myspace/queries";
import { notificationCommands } from "./aggregates/notifications/commands";
import { notificationQueries } from "./aggregates/notifications/queries";
import { projectCommands } from "./aggregates/projects/commands";
import { projectQueries } from "./aggregates/projects/queries";
import { searchQueries } from "./aggregates/search/queries";
import { sessionCommands } from "./aggregates/sessions/commands";
import { sessionQueries } from "./aggregates/sessions/queries";
import { sessionSystem } from "./aggregates/sessions/system";
import { statusCommands } from "./aggregates/statuses/commands";
import { statusQueries } from "./aggregates/statuses/queries";
import { subscriptionCommands } from "./aggregates/subscription/commands";
import { subscriptionSystem } from "./aggregates/subscription/system";
import { taskCommands } from "./aggregates/tasks/commands";
import { taskQueries } from "./aggregates/tasks/queries";
import { teamSummaryQueries } from "./aggregates/teamSummary/queries";
import { teamCommands } from "./aggregates/teams/commands";
import { teamMemberCommands } from "./aggregates/teams/memberCommands";
import { teamQueries } from "./aggregates/teams/queries";
import { tenantSystem } from "./aggregates/tenant/system";
import { workSeedSystem } from "./aggregates/workSeed/system";
import type { Registry } from "./operations";

/**
 * Every operation of the workspace, by name ("<aggregate>.<operation>"). An
 * aggregate adds its folder under aggregates/ and its entries here, one line
 * each; nothing reaches the tenant's data another way.
 */
export const REGISTRY = {
  queries: {
    ...sessionQueries,
    ...memberQueries,
    ...inviteQueries,
    ...notificationQueries,
    ...teamQueries,
    ...statusQueries,
    ...folderQueries,
    ...projectQueries,
    ...columnQueries,
    ...myspaceQueries,
    ...teamSummaryQueries,
    ...taskQueries,
    ...dependencyQueries,
    ...holidayQueries,
    ...kanbanQueries,
    ...searchQueries,
    ...archiveQueries,
    ...ganttQueries,
  },
  commands: {
    ...sessionCommands,
    ...inviteCommands,
    ...notificationCommands,
    ...subscriptionCommands,
    ...teamCommands,
    ...teamMemberCommands,
    ...statusCommands,
    ...folderCommands,
    ...projectCommands,
    ...columnCommands,
    ...taskCommands,
    ...dependencyCommands,
    ...holidayCommands,
    ...kanbanCommands,
    ...archiveCommands,
  },
  system: {
    ...sessionSystem,
    ...memberSystem,
    ...tenantSystem,
    ...inviteSystem,
    ...subscriptionSystem,
    ...workSeedSystem,
    ...archiveSystem,
  },
} satisfies Registry;
