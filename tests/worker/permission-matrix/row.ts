import type { Permission, WorkAction } from "~/lib/permissions";
import type { Agent, World } from "../work/world";

/** Where a row's work action is checked: a team, a project (which may be private), or a private dashboard. */
export type Target = { teamId: string } | { projectId: string } | { dashboardId: string };

/**
 * One operation of the permission matrix (decision records 22 and 23). The
 * test calls it as every actor of buildWorld() and expects 200, 403 or 404 as
 * the test's hand-written tables of roles and actions decide; nothing is written per cell.
 */
export type MatrixRow = {
  /** The path under /api/v2, as in spec §7: "team/update". */
  call: string;
  method: "GET" | "POST";
  /** What sets this row apart from another of the same call: "private project". */
  case?: string;
  /** A tenant permission the core checks first (403 without it), such as "team:create". */
  permission?: Permission;
  /** The least work action the actor needs in `target`; none: any signed-in member. */
  action?: WorkAction;
  /**
   * The input of one cell and where its action is checked. A call that changes
   * anything must work on fresh targets (plantTeam(world.people), or rows it
   * inserts), so that no cell sees another's change; a read may use the world.
   */
  arrange(world: World, actor: Agent): Promise<{ input: Record<string, unknown>; target?: Target }>;
};
