import { onWorldProject, onWorldTeam } from "./arrange";
import type { MatrixRow } from "./row";

/** The teamSummary group's calls (spec §7): reads of the world's team; one project card of its private project. */
const ofTeam = (call: string, rest: Omit<MatrixRow, "call" | "method" | "arrange"> = {}): MatrixRow => ({
  call: `teamSummary/${call}`,
  method: "GET",
  action: "work:read",
  ...rest,
  arrange: onWorldTeam((w) => ({ teamId: w.teamId })),
});

export const teamSummaryRows: MatrixRow[] = [
  ofTeam("cardCount"),
  {
    call: "teamSummary/cardDetails",
    method: "GET",
    action: "work:read",
    arrange: onWorldProject("private", (p, w) => ({ teamId: w.teamId, projectId: p.id })),
  },
  ofTeam("cardListing"),
  ofTeam("filter"),
  ofTeam("teamMembersListing"),
  ofTeam("pendingInvites", { permission: "invite:manage" }),
  ofTeam("activityUpdates"),
  ofTeam("overview"),
];
