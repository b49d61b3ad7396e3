import * as z from "zod";
import { apiResult, type ApiResult } from "~/lib/api-result";
import { FIRST_STEPS_INTENTS } from "~/lib/firstSteps";
import { FirstProjectSchema } from "~/schemas/firstSteps";
import { defineIntents, intent } from "./define.server";

/** A refusal of one of the two calls, its field named as the form names it (the API's `name` is the team's or the project's). */
const named = <D>(result: ApiResult<D>, field: string): ApiResult<D> =>
  result.ok || !result.fields ? result : { ...result, fields: Object.fromEntries(Object.entries(result.fields).map(([name, messages]) => [name === "name" ? field : name, messages])) };

/**
 * My Space's checklist forms (routes/_app.my-space.tsx, decision 0077): the first team and project
 * in one step (team/create, then project/createPublicProject in it; both names are checked by the
 * API's rules first, so the second call fails only for what the server alone knows), and the
 * checklist's dismissal.
 */
export const firstStepsIntents = defineIntents({
  [FIRST_STEPS_INTENTS.start]: intent({
    schema: FirstProjectSchema,
    send: async (api, { teamName, projectName }) => {
      const team = named(await apiResult(await api.team.create.$post({ json: { name: teamName } })), "teamName");
      if (!team.ok) return team;
      const project = named(await apiResult(await api.project.createPublicProject.$post({ json: { teamId: team.data.teamId, name: projectName } })), "projectName");
      return project.ok ? { ...project, data: { team: team.data, project: project.data } } : project;
    },
    done: (_value, { team, project }) => `${team.name} and ${project.name} are ready. Add your first tasks.`,
  }),
  [FIRST_STEPS_INTENTS.dismiss]: intent({
    schema: z.object({}),
    send: async (api) => apiResult(await api.myspace.dismissFirstSteps.$post()),
    done: "The checklist is hidden. Your work is all here.",
  }),
});
