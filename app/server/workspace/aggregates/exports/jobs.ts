import type { ExportJobFormat, ExportJobState, ExportJobView } from "~/schemas/exportJobs";
import type { ProjectDataQuery } from "~/schemas/exports";
import { limitTo } from "../../sql";

/** A background export (decision 0057): its request, how far it is, and where it stands. */
export type ExportJob = {
  id: string;
  userId: string;
  projectId: string;
  projectName: string;
  /** zip: an organisation's archive (decision 0092), whose project is none ("") and whose name is the organisation's. */
  format: ExportJobFormat;
  /** The request it replays, and the tenant's origin for the file's links. */
  query: ProjectDataQuery & { origin: string };
  state: ExportJobState;
  phase: "tasks" | "dependencies" | "finish";
  cursor: string | null;
  pieces: number;
  done: number;
  total: number;
  bytes: number;
  error: string | null;
  createdAt: number;
  finishedAt: number | null;
  expiresAt: number | null;
};

type JobRow = {
  id: string;
  user_id: string;
  project_id: string;
  project_name: string;
  format: ExportJobFormat;
  query_json: string;
  state: ExportJobState;
  phase: ExportJob["phase"];
  cursor: string | null;
  pieces: number;
  done: number;
  total: number;
  bytes: number;
  error: string | null;
  created_at: number;
  finished_at: number | null;
  expires_at: number | null;
};

const toJob = (row: JobRow): ExportJob => ({
  id: row.id,
  userId: row.user_id,
  projectId: row.project_id,
  projectName: row.project_name,
  format: row.format,
  query: JSON.parse(row.query_json) as ExportJob["query"],
  state: row.state,
  phase: row.phase,
  cursor: row.cursor,
  pieces: row.pieces,
  done: row.done,
  total: row.total,
  bytes: row.bytes,
  error: row.error,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
  expiresAt: row.expires_at,
});

/** Live tasks and subtasks of a project (project_progress, kept by triggers): what decides a background export. */
export const projectSize = (sql: SqlStorage, projectId: string) =>
  sql.exec<{ total: number }>("SELECT total FROM project_progress WHERE project_id = ?", projectId).toArray()[0]?.total ?? 0;

export function insertJob(sql: SqlStorage, job: Pick<ExportJob, "id" | "userId" | "projectId" | "projectName" | "format" | "query" | "total" | "createdAt">) {
  sql.exec(
    "INSERT INTO export_jobs (id, user_id, project_id, project_name, format, query_json, total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    job.id, job.userId, job.projectId, job.projectName, job.format, JSON.stringify(job.query), job.total, job.createdAt,
  );
}

export const findJob = (sql: SqlStorage, jobId: string): ExportJob | null => {
  const row = sql.exec<JobRow>("SELECT * FROM export_jobs WHERE id = ?", jobId).toArray()[0];
  return row ? toJob(row) : null;
};

/** A step's progress: only from the piece it started from, so a step run twice (after a crash) moves the job once. */
export function advanceJob(sql: SqlStorage, jobId: string, from: number, next: Pick<ExportJob, "phase" | "cursor" | "done" | "bytes">) {
  return sql.exec(
    "UPDATE export_jobs SET pieces = pieces + 1, phase = ?, cursor = ?, done = ?, bytes = bytes + ? WHERE id = ? AND pieces = ? AND state = 'running'",
    next.phase, next.cursor, next.done, next.bytes, jobId, from,
  ).rowsWritten === 1;
}

export function finishJob(sql: SqlStorage, jobId: string, state: "ready" | "failed", now: number, expiresAt: number | null, error: string | null) {
  sql.exec("UPDATE export_jobs SET state = ?, finished_at = ?, expires_at = ?, error = ? WHERE id = ? AND state = 'running'", state, now, expiresAt, error, jobId);
  sql.exec("DELETE FROM export_job_tasks WHERE job_id = ?", jobId);
}

/** Tasks a step exported, by their place in the file, for the dependencies at the end. */
export function rememberTasks(sql: SqlStorage, jobId: string, first: number, tasks: ReadonlyArray<{ id: string; name: string; link: string }>) {
  tasks.forEach((task, index) => {
    sql.exec("INSERT OR REPLACE INTO export_job_tasks (job_id, position, task_id, name, link) VALUES (?, ?, ?, ?, ?)", jobId, first + index, task.id, task.name, task.link);
  });
}

export const rememberedTasks = (sql: SqlStorage, jobId: string) =>
  sql.exec<{ id: string; name: string; link: string }>("SELECT task_id AS id, name, link FROM export_job_tasks WHERE job_id = ? ORDER BY position", jobId).toArray();

export function jobView(job: ExportJob, now: number): ExportJobView {
  const expired = job.state === "ready" && job.expiresAt !== null && job.expiresAt <= now;
  const percent = job.state === "ready" ? 100 : Math.min(99, Math.floor((job.done / Math.max(job.total, 1)) * 100));
  return {
    jobId: job.id,
    projectId: job.projectId,
    projectName: job.projectName,
    format: job.format,
    state: expired ? "expired" : job.state,
    percent,
    bytes: job.bytes,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    expiresAt: job.expiresAt,
    error: job.error,
  };
}

/** The member's exports, newest first. */
export const jobsOf = (sql: SqlStorage, userId: string, limit = 50) =>
  sql.exec<JobRow>(`SELECT * FROM export_jobs WHERE user_id = ? ORDER BY created_at DESC, id DESC ${limitTo(limit)}`, userId).toArray().map(toJob);
