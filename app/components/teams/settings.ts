import type { ApiData } from "~/lib/api-result";

/** What the team settings page shows: GET /api/v2/team/settings. */
export type TeamSettings = ApiData<"team", "settings", "$get">;
export type TeamMemberEntry = TeamSettings["members"][number];
export type StatusEntry = TeamSettings["statuses"][number];

/** The posts of the team settings page, by form. */
export const SETTINGS_INTENTS = {
  renameTeam: "renameTeam",
  addMember: "addMember",
  changeRole: "changeRole",
  removeMember: "removeMember",
  transfer: "transfer",
  createStatus: "createStatus",
  updateStatus: "updateStatus",
  reorderStatus: "reorderStatus",
  deleteStatus: "deleteStatus",
  updateHolidays: "updateHolidays",
} as const;
export type SettingsIntent = keyof typeof SETTINGS_INTENTS;

/** The query parameters that open a confirmation step on the settings page. */
export const CONFIRM_PARAMS = { removeMember: "confirmRemove", transfer: "confirmTransfer", deleteStatus: "deleteStatus" } as const;

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
