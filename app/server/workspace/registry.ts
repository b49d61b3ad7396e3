import { columnCommands } from "./aggregates/columns/commands";
import { columnQueries } from "./aggregates/columns/queries";
import { inviteCommands } from "./aggregates/invites/commands";
import { inviteQueries } from "./aggregates/invites/queries";
import { inviteSystem } from "./aggregates/invites/system";
import { memberQueries } from "./aggregates/members/queries";
import { memberSystem } from "./aggregates/members/system";
import { sessionCommands } from "./aggregates/sessions/commands";
import { sessionQueries } from "./aggregates/sessions/queries";
import { sessionSystem } from "./aggregates/sessions/system";
import { statusCommands } from "./aggregates/statuses/commands";
import { statusQueries } from "./aggregates/statuses/queries";
import { teamCommands } from "./aggregates/teams/commands";
import { teamMemberCommands } from "./aggregates/teams/memberCommands";
import { teamQueries } from "./aggregates/teams/queries";
import { tenantSystem } from "./aggregates/tenant/system";
import type { Registry } from "./operations";

/**
 * Every operation of the workspace, by name ("<aggregate>.<operation>"). An
 * aggregate adds its folder under aggregates/ and its entries here; nothing
 * reaches the tenant's data another way.
 */
export const REGISTRY = {
  queries: { ...sessionQueries, ...memberQueries, ...inviteQueries, ...columnQueries, ...teamQueries, ...statusQueries },
  commands: { ...sessionCommands, ...inviteCommands, ...columnCommands, ...teamCommands, ...teamMemberCommands, ...statusCommands },
  system: { ...sessionSystem, ...memberSystem, ...tenantSystem, ...inviteSystem },
} satisfies Registry;
