import { inviteCommands } from "./aggregates/invites/commands";
import { inviteQueries } from "./aggregates/invites/queries";
import { inviteSystem } from "./aggregates/invites/system";
import { memberQueries } from "./aggregates/members/queries";
import { memberSystem } from "./aggregates/members/system";
import { myspaceQueries } from "./aggregates/myspace/queries";
import { sessionCommands } from "./aggregates/sessions/commands";
import { sessionQueries } from "./aggregates/sessions/queries";
import { sessionSystem } from "./aggregates/sessions/system";
import { teamSummaryQueries } from "./aggregates/teamSummary/queries";
import { tenantSystem } from "./aggregates/tenant/system";
import { workSeedSystem } from "./aggregates/workSeed/system";
import type { Registry } from "./operations";

/**
 * Every operation of the workspace, by name ("<aggregate>.<operation>"). An
 * aggregate adds its folder under aggregates/ and its entries here; nothing
 * reaches the tenant's data another way.
 */
export const REGISTRY = {
  queries: { ...sessionQueries, ...memberQueries, ...inviteQueries, ...myspaceQueries, ...teamSummaryQueries },
  commands: { ...sessionCommands, ...inviteCommands },
  system: { ...sessionSystem, ...memberSystem, ...tenantSystem, ...inviteSystem, ...workSeedSystem },
} satisfies Registry;
