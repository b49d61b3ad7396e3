import { NEW_FOLDER_INTENT, NEW_PROJECT_INTENT } from "~/components/projects/panelIntents";
import { FOLDER_INTENTS } from "~/components/projects/SecondPanel";
import { apiResult } from "~/lib/api-result";
import { CreateFolderSchema, FolderIdSchema } from "~/schemas/folder";
import { NewProjectFormSchema } from "~/schemas/project";
import { defineIntents, intent } from "./define.server";

/** The projects panel's forms (routes/_app.projects.tsx): a new folder, a new project, and a folder's menu. */
export const projectsPanelIntents = defineIntents({
  [NEW_FOLDER_INTENT]: intent({
    schema: CreateFolderSchema,
    send: async (api, json) => apiResult(await api.folder.create.$post({ json })),
    done: (_value, folder) => `Folder ${folder.name} created.`,
  }),
  [NEW_PROJECT_INTENT]: intent({
    schema: NewProjectFormSchema,
    send: async (api, { visibility, ...json }) =>
      apiResult(await (visibility === "PRIVATE" ? api.project.createPrivateProject : api.project.createPublicProject).$post({ json })),
    done: (_value, project) => `Project ${project.name} created.`,
  }),
  [FOLDER_INTENTS.archive]: intent({ schema: FolderIdSchema, send: async (api, json) => apiResult(await api.folder.archive.$post({ json })), done: "Folder archived." }),
  [FOLDER_INTENTS.moveToBin]: intent({
    schema: FolderIdSchema,
    send: async (api, json) => apiResult(await api.folder.moveToBin.$post({ json })),
    done: "Folder moved to the bin.",
  }),
});
