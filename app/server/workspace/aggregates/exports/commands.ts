import type { Paper } from "~/lib/pdf/layout";
import { EXPORT_LINK_GONE, EXPORT_NOT_READY } from "~/schemas/exportJobs";
import type { ExportRows } from "~/schemas/exports";
import type { ExportFormat } from "~/lib/exports/formats";
import { can } from "~/lib/permissions";
import { resolveTarget } from "../../access";
import { ARCHIVES } from "../organisationArchive/permission";
import { enqueueEffects } from "../../effects/queue";
import { defineCommand, defineQuery, defineSystem, WorkspaceFailure, type MemberContext, type NoInput } from "../../operations";
import { placeOfTarget, refuseRestricted } from "../../restricted";
import { notify } from "../notifications/store";
import { requirePlanFeature } from "../subscription/limits";
import { findTenant } from "../tenant/store";
import { findMember } from "../members/store";
import { exportPieceKeys, exportScratchKeys } from "./files";
import { advanceJob, findJob, finishJob, insertJob, jobsOf, jobView, projectSize, rememberedTasks, rememberTasks, type ExportJob } from "./jobs";

/** What an export was: its format, which rows, whether archived items came along, a PDF's view and paper (the activity entry's detail). */
export type ExportRecord = { projectId: string; format: ExportFormat | "pdf"; rows: ExportRows; archived: boolean; view?: "list" | "gantt"; paper?: Paper };

/**
 * A data export that may go to the background (decision 0057): `backgroundAt` is the size (tasks
 * and subtasks) from which it does, `background` asks for it whatever the size, `query` is the
 * request to replay step by step.
 */
export type DataExport = ExportRecord & { format: ExportFormat; query: ExportJob["query"]; backgroundAt: number; background?: boolean };

const READS_PROJECT = { resource: "project", from: "projectId", action: "work:read" } as const;

/** A step's move: the piece it wrote (from its number), where the next starts, and the tasks it placed. */
export type ExportAdvance = {
  jobId: string;
  from: number;
  phase: ExportJob["phase"];
  cursor: string | null;
  done: number;
  bytes: number;
  tasks?: ReadonlyArray<{ id: string; name: string; link: string }>;
};

/** The end of a job: ready with its signed link (the mail's), or failed with why. */
export type ExportEnd = { jobId: string; expiresAt: number; link: string; origin: string } | { jobId: string; error: string };

/** The member's own job; anyone else's is not found, as is one whose project they can no longer read. */
function ownJob(context: MemberContext, jobId: string) {
  const job = findJob(context.sql, jobId);
  if (!job || job.userId !== context.viewer.member.userId) throw new WorkspaceFailure(404, EXPORT_LINK_GONE);
  // An organisation's archive (decision 0092) has no project: it stays its member's while they may archive the organisation.
  if (job.format === "zip") {
    if (!can(context.viewer.member.role, ARCHIVES)) throw new WorkspaceFailure(404, EXPORT_LINK_GONE);
    return job;
  }
  // The project's own restrictions too: the aggregate's reach only the organisation's, with no project named.
  refuseRestricted(context, "exportData", placeOfTarget(resolveTarget(context, READS_PROJECT, { projectId: job.projectId })));
  return job;
}

type Recorded = ExportRecord & { teamId: string; name: string };

/** The activity entry of an export: who exported which project, in which format, which rows. */
const exported = (recorded: Recorded, extra: Record<string, boolean> = {}) => ({
  verb: "exported",
  itemType: "project",
  itemId: recorded.projectId,
  teamId: recorded.teamId,
  projectId: recorded.projectId,
  detail: {
    name: recorded.name,
    format: recorded.format,
    rows: recorded.rows,
    archived: recorded.archived,
    ...(recorded.view ? { view: recorded.view, paper: recorded.paper ?? null } : {}),
    ...extra,
  },
});

export const exportCommands = {
  /**
   * Records that the caller exported a project (who, what, when: the activity log), before its file
   * is read through the projectExport queries. It acts on the project with `work:read`, so an export
   * nobody may read is refused here first and never logged.
   */
  "exports.record": defineCommand({
    acts: READS_PROJECT,
    handler: (context, input: ExportRecord) => {
      requirePlanFeature(context.sql, input.format === "pdf" ? "pdfExport" : "dataExport");
      const { project } = context.target;
      return { ...input, projectId: project.id, teamId: project.team_id, name: project.name };
    },
    activity: (_input, recorded) => exported(recorded),
  }),

  /**
   * download/projectData's record (decision 0057): like exports.record, and when the project is at
   * least `backgroundAt` tasks large (or the member asks) a job the alarm builds, answered instead
   * of the file.
   */
  "exports.start": defineCommand({
    acts: READS_PROJECT,
    handler: ({ sql, now, viewer, target }, input: DataExport) => {
      requirePlanFeature(sql, "dataExport");
      const { project } = target;
      const total = projectSize(sql, project.id);
      const recorded = { projectId: project.id, teamId: project.team_id, name: project.name, format: input.format, rows: input.rows, archived: input.archived };
      if (!input.background && total < input.backgroundAt) return { ...recorded, jobId: null };
      const jobId = crypto.randomUUID();
      insertJob(sql, { id: jobId, userId: viewer.member.userId, projectId: project.id, projectName: project.name, format: input.format, query: input.query, total, createdAt: now });
      return { ...recorded, jobId };
    },
    activity: (_input, recorded) => exported(recorded, recorded.jobId ? { background: true } : {}),
    effects: (_input, { jobId }, { viewer }) => (jobId ? [{ kind: "exportStep", jobId, userId: viewer.member.userId }] : []),
  }),
};

export const exportQueries = {
  /** The member's background exports, newest first, with their progress. */
  "exports.jobs": defineQuery({
    permission: "signed-in",
    handler: ({ sql, viewer, now }, _input: NoInput) => ({ jobs: jobsOf(sql, viewer.member.userId).map((job) => jobView(job, now)) }),
  }),

  /** A ready export's file, for its member while they may still read the project and the link lives. */
  "exports.file": defineQuery({
    permission: "signed-in",
    handler: (context, { jobId }: { jobId: string }) => {
      const job = ownJob(context, jobId);
      const view = jobView(job, context.now);
      if (view.state === "running") throw new WorkspaceFailure(409, EXPORT_NOT_READY);
      if (view.state !== "ready") throw new WorkspaceFailure(404, EXPORT_LINK_GONE);
      return { job: view, keys: exportPieceKeys(context.viewer.tenant.id, job) };
    },
  }),

  /** The job a step works on, read as its member (the alarm's queryAs): their access now decides. */
  "exports.job": defineQuery({
    permission: "signed-in",
    handler: (context, { jobId }: { jobId: string }) => {
      const job = ownJob(context, jobId);
      return { job, tenantId: context.viewer.tenant.id, email: context.viewer.member.email, tasks: job.phase === "dependencies" ? rememberedTasks(context.sql, jobId) : [] };
    },
  }),
};

export const exportSystem = {
  /** A step of a job is written: the job moves on and its next step is queued, together. */
  "exports.advance": defineSystem({
    handler: ({ sql, now }, input: ExportAdvance) => {
      const job = findJob(sql, input.jobId);
      if (!job || !advanceJob(sql, input.jobId, input.from, input)) return { moved: false };
      if (input.tasks) rememberTasks(sql, input.jobId, job.done, input.tasks);
      enqueueEffects(sql, [{ kind: "exportStep", jobId: input.jobId, userId: job.userId }], null, now);
      return { moved: true };
    },
  }),

  /**
   * A job ends: ready (its member hears of it in the bell and by mail, with the signed link; its
   * objects leave R2 when the link expires) or failed (the bell says so).
   */
  "exports.end": defineSystem({
    handler: ({ sql, now }, input: ExportEnd) => {
      const job = findJob(sql, input.jobId);
      const tenant = findTenant(sql);
      if (!job || job.state !== "running" || !tenant) return { ended: false };
      const member = findMember(sql, job.userId);
      const ready = "link" in input;
      finishJob(sql, job.id, ready ? "ready" : "failed", now, ready ? input.expiresAt : null, ready ? null : input.error);
      const title = ready ? `Your export of “${job.projectName}” is ready` : `Your export of “${job.projectName}” failed`;
      const body = ready ? `${job.format.toUpperCase()}, ready to download until ${new Date(input.expiresAt).toUTCString()}` : input.error;
      notify(sql, [job.userId], { kind: "export_ready", title, body, link: "/exports", actorId: null }, now);
      if (!ready) return { ended: true };
      const deletes = [
        ...exportScratchKeys(tenant.id, job).map((key) => ({ kind: "r2Delete" as const, key })),
        ...exportPieceKeys(tenant.id, job).map((key) => ({ kind: "r2Delete" as const, key, runAt: input.expiresAt })),
      ];
      const mail = member
        ? [{ kind: "mail" as const, message: { to: member.email, subject: title, text: `${title}.\n\nDownload it (signed in as ${member.email}) until ${new Date(input.expiresAt).toUTCString()}:\n${input.link}\n\nYour exports: ${input.origin}/exports`, kind: "export_ready" as const } }]
        : [];
      enqueueEffects(sql, [...mail, ...deletes], null, now);
      return { ended: true };
    },
  }),
};
