import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { INTENT_FIELD } from "~/components/forms";
import { projectPath } from "~/components/projects/SecondPanel";
import { apiResult, failureReply } from "~/lib/api-result";
import { FIRST_STEPS_INTENTS } from "~/lib/firstSteps";
import { MY_SPACE_PATH } from "~/lib/routes";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { FirstProjectSchema } from "~/schemas/firstSteps";

export type FirstStepsReply = { result: SubmissionResult<string[]> };

/**
 * My Space's checklist forms (decision 0077): the first team and project in one step (team/create, then
 * project/createPublicProject in it; both names are checked first, so the second call fails only for what
 * the server alone knows), and the checklist's dismissal. Without JavaScript they post and redirect.
 */
export async function firstStepsAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  if (formData.get(INTENT_FIELD) === FIRST_STEPS_INTENTS.dismiss) {
    const dismissed = await apiResult(await context.api.myspace.dismissFirstSteps.$post());
    if (!dismissed.ok) return redirectWithToast(request, MY_SPACE_PATH, { kind: "error", message: dismissed.message });
    return redirectWithToast(request, MY_SPACE_PATH, { kind: "success", message: "The checklist is hidden. Your work is all here." });
  }
  const submission = parseWithZod(formData, { schema: FirstProjectSchema });
  if (submission.status !== "success") return data<FirstStepsReply>({ result: submission.reply() }, 400);
  const { teamName, projectName } = submission.value;
  const team = await apiResult(await context.api.team.create.$post({ json: { name: teamName } }));
  if (!team.ok) return data<FirstStepsReply>({ result: failureReply(submission, team, { renames: { name: "teamName" } }) }, team.status);
  const project = await apiResult(await context.api.project.createPublicProject.$post({ json: { teamId: team.data.teamId, name: projectName } }));
  if (!project.ok) {
    const limitReached = limitReachedModal(project);
    if (limitReached) throw redirect(subscriptionHref(new URL(request.url), limitReached));
    return data<FirstStepsReply>({ result: failureReply(submission, project, { renames: { name: "projectName" } }) }, project.status);
  }
  return redirectWithToast(request, projectPath(project.data), { kind: "success", message: `${team.data.name} and ${project.data.name} are ready. Add your first tasks.` });
}
