import type { SettingsIntent } from "~/components/teams/settings";
import { apiResult } from "~/lib/api-result";
import { HolidaysFormSchema } from "~/schemas/dependency";
import { CreateStatusSchema, DeleteStatusSchema, ReorderStatusSchema, UpdateStatusSchema } from "~/schemas/status";
import { AddUsersToTeamSchema, ChangeRoleInTeamSchema, RemoveUserFromTeamSchema, TeamIdSchema, TransferTeamSchema, UpdateTeamSchema } from "~/schemas/team";
import { defineIntents, intent } from "./define.server";

/** The edits posted from the team settings page (routes/_app.projects.$teamId.settings.tsx): each its schema, its API call and what the toast says when it worked. */
export const teamSettingsIntents = defineIntents({
  renameTeam: intent({ schema: UpdateTeamSchema, send: async (api, json) => apiResult(await api.team.update.$post({ json })), done: "Team renamed." }),
  addMember: intent({ schema: AddUsersToTeamSchema, send: async (api, json) => apiResult(await api.team.addUsersToTeam.$post({ json })), done: "Member added." }),
  changeRole: intent({ schema: ChangeRoleInTeamSchema, send: async (api, json) => apiResult(await api.team.changeRoleInTeam.$post({ json })), done: "Role changed." }),
  removeMember: intent({ schema: RemoveUserFromTeamSchema, send: async (api, json) => apiResult(await api.team.removeUserFromTeam.$post({ json })), done: "Member removed." }),
  transfer: intent({ schema: TransferTeamSchema, send: async (api, json) => apiResult(await api.team.transfer.$post({ json })), done: "Ownership transferred." }),
  createStatus: intent({ schema: CreateStatusSchema, send: async (api, json) => apiResult(await api.team.customStatus.create.$post({ json })), done: "Status added." }),
  updateStatus: intent({ schema: UpdateStatusSchema, send: async (api, json) => apiResult(await api.team.customStatus.update.$post({ json })), done: "Status saved." }),
  reorderStatus: intent({
    schema: ReorderStatusSchema,
    send: async (api, json) => apiResult(await api.team.customStatus.reorder.$post({ json })),
    done: "Statuses reordered.",
  }),
  deleteStatus: intent({ schema: DeleteStatusSchema, send: async (api, json) => apiResult(await api.team.customStatus.delete.$post({ json })), done: "Status deleted." }),
  updateHolidays: intent({
    schema: HolidaysFormSchema,
    send: async (api, json) => apiResult(await api.team.holidays.update.$post({ json })),
    done: (_value, saved) => (saved.rescheduled.length === 0 ? "Holidays saved." : `Holidays saved. ${saved.rescheduled.length} ${saved.rescheduled.length === 1 ? "task" : "tasks"} rescheduled to skip them.`),
  }),
  archiveTeam: intent({ schema: TeamIdSchema, send: async (api, json) => apiResult(await api.team.archive.$post({ json })), done: "Team archived." }),
  deleteTeam: intent({ schema: TeamIdSchema, send: async (api, json) => apiResult(await api.team.delete.$post({ json })), done: "Team moved to the bin." }),
} satisfies Record<SettingsIntent, unknown>);
