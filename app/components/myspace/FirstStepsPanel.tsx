import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { Panel, projectHref } from "~/components/summary/parts";
import { FIRST_STEPS_INTENTS, type FirstStep, type FirstSteps } from "~/lib/firstSteps";

/** What each step asks, and where its action leads (`project`: the project the steps in a project use, if any). */
const STEP_TEXT: Record<FirstStep, { label: string; action: string; href: (project: string | null) => string }> = {
  project: { label: "Create your first team and project", action: "Create them below", href: () => "#first-project" },
  invite: { label: "Invite people to work with you", action: "Invite people", href: () => "/settings/invites" },
  tasks: { label: "Add tasks to a project", action: "Add tasks", href: (project) => project ?? "/projects" },
  kanban: { label: "Try the Kanban view", action: "Open the Kanban view", href: (project) => (project ? `${project}/kanban` : "/projects") },
  gantt: { label: "Try the Gantt view", action: "Open the Gantt view", href: (project) => (project ? `${project}/gantt` : "/projects") },
  dashboard: { label: "Build a dashboard", action: "Create a dashboard", href: () => "/dashboard" },
};

const BUTTON = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50";
const FIELD = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/**
 * "Get started" on My Space (issue 43 §2, decision 0077): the checklist with an action for each step
 * left, the first team and project in one form while there is none, and Dismiss. Plain forms: they
 * work without JavaScript.
 */
export function FirstStepsPanel({ firstSteps, project, reply }: { firstSteps: FirstSteps; project: { teamId: string; projectId: string } | null; reply?: SubmissionResult<string[]> }) {
  const projectLink = project ? projectHref(project.teamId, project.projectId) : null;
  const done = firstSteps.steps.filter((step) => step.done).length;
  const needsProject = firstSteps.steps.some((step) => step.step === "project" && !step.done);
  const dismiss = (
    <Form method="post">
      <CsrfField />
      <button type="submit" name={INTENT_FIELD} value={FIRST_STEPS_INTENTS.dismiss} className={BUTTON}>
        Dismiss the checklist
      </button>
    </Form>
  );
  return (
    <Panel id="first-steps-title" title="Get started" aside={dismiss}>
      <p className="text-sm text-slate-600">
        {done} of {firstSteps.steps.length} done
      </p>
      <ol aria-label="First steps" className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
        {firstSteps.steps.map(({ step, done: isDone }) => (
          <li key={step} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className={isDone ? "text-slate-500 line-through" : "font-medium"}>
              <span aria-hidden="true">{isDone ? "✓ " : "○ "}</span>
              {STEP_TEXT[step].label}
              {isDone ? <span className="sr-only"> (done)</span> : null}
            </span>
            {isDone ? null : (
              <Link to={STEP_TEXT[step].href(projectLink)} className="text-sm font-medium text-indigo-700 hover:underline">
                {STEP_TEXT[step].action}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {needsProject ? <FirstProjectForm reply={reply} /> : null}
    </Panel>
  );
}

/** The first team and project in one step; the server's messages under each field. */
function FirstProjectForm({ reply }: { reply?: SubmissionResult<string[]> }) {
  const errors = reply?.error ?? {};
  const field = (name: "teamName" | "projectName", label: string, placeholder: string) => {
    const messages = errors[name];
    return (
      <div>
        <label htmlFor={`first-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={`first-${name}`}
          name={name}
          required
          maxLength={200}
          placeholder={placeholder}
          defaultValue={String((reply?.initialValue as Record<string, unknown> | undefined)?.[name] ?? "")}
          aria-invalid={messages ? true : undefined}
          aria-describedby={messages ? `first-${name}-error` : undefined}
          className={FIELD}
        />
        {messages ? (
          <p id={`first-${name}-error`} className="mt-1 text-sm text-red-700">
            {messages[0]}
          </p>
        ) : null}
      </div>
    );
  };
  const formError = errors[""]?.[0];
  return (
    <Form method="post" id="first-project" aria-labelledby="first-project-title" className="mt-4 rounded-md border border-slate-200 bg-white p-4">
      <h3 id="first-project-title" className="font-semibold">
        Your first team and project
      </h3>
      <p className="mt-1 text-sm text-slate-600">A team holds projects and the people who work on them. Name both to start.</p>
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={FIRST_STEPS_INTENTS.start} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {field("teamName", "Team name", "Marketing")}
        {field("projectName", "Project name", "Website launch")}
      </div>
      {formError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        Create team and project
      </button>
    </Form>
  );
}
