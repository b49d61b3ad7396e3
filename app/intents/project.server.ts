import { PROJECT_INTENTS } from "~/components/projects/ProjectHeader";
import { apiResult } from "~/lib/api-result";
import { AddProjectUsersSchema, PrivateProjectInviteSchema, ProjectIdSchema, ProjectSettingsFormSchema, ProjectUserSchema, TagsFormSchema, UpdateProjectSchema } from "~/schemas/project";
import { defineIntents, intent } from "./define.server";

/** The form posts of a project's header (routes/_app.projects.$teamId.$projectId.tsx), each one API call; the feedback is a toast over the redirect (decision 0016). */
export const projectIntents = defineIntents({
  [PROJECT_INTENTS.rename]: intent({ schema: UpdateProjectSchema, done: "Project saved.", send: async (api, json) => apiResult(await api.project.update.$post({ json })) }),
  [PROJECT_INTENTS.tags]: intent({ schema: TagsFormSchema, done: "Tags saved.", send: async (api, json) => apiResult(await api.project.updateProjectTags.$post({ json })) }),
  [PROJECT_INTENTS.settings]: intent({ schema: ProjectSettingsFormSchema, done: "Settings saved.", send: async (api, json) => apiResult(await api.project.settings.$post({ json })) }),
  [PROJECT_INTENTS.pin]: intent({ schema: ProjectIdSchema, done: "Project pinned.", send: async (api, json) => apiResult(await api.project.pinProject.$post({ json })) }),
  [PROJECT_INTENTS.unpin]: intent({ schema: ProjectIdSchema, done: "Project unpinned.", send: async (api, json) => apiResult(await api.tenant.removePinProject.$post({ json })) }),
  [PROJECT_INTENTS.addMembers]: intent({
    schema: AddProjectUsersSchema,
    done: "Member added.",
    send: async (api, json) => apiResult(await api.project.addPrivateProjectUsers.$post({ json })),
  }),
  [PROJECT_INTENTS.invitePeople]: intent({
    schema: PrivateProjectInviteSchema,
    done: (_value, { added, invited }) =>
      [added.length ? `${added.length} added to the project.` : "", invited.length ? `Invite sent to ${invited.map((invite: { email: string }) => invite.email).join(", ")}.` : ""]
        .filter(Boolean)
        .join(" "),
    send: async (api, json) => apiResult(await api.invite.privateProjectInvite.$post({ json })),
  }),
  [PROJECT_INTENTS.removeMember]: intent({
    schema: ProjectUserSchema,
    done: "Member removed.",
    send: async (api, json) => apiResult(await api.project.removePrivateProjectUser.$post({ json })),
  }),
  [PROJECT_INTENTS.delete]: intent({ schema: ProjectIdSchema, done: "Project moved to the bin.", send: async (api, json) => apiResult(await api.project.delete.$post({ json })) }),
  [PROJECT_INTENTS.archive]: intent({ schema: ProjectIdSchema, done: "Project archived.", send: async (api, json) => apiResult(await api.project.archive.$post({ json })) }),
});
