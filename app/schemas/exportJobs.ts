import * as z from "zod";
import { EXPORT_FORMAT_NAMES, EXPORT_FORMATS } from "~/lib/exports/formats";

/**
 * Background exports (issue 19 §4, decision 0057): a project with at least this many tasks and
 * subtasks is exported by the tenant's alarm into R2 instead of answering the request with the
 * file. 10,000 tasks with 10 custom columns stream in about a second (npm run bench), so the
 * request path keeps those; the environment's EXPORT_BACKGROUND_TASKS may lower it (tests).
 */
export const BACKGROUND_EXPORT_TASKS = 15_000;
/** Days a background export's file stays in R2 (and its link works). */
export const EXPORT_FILE_DAYS = 7;
export const EXPORT_FILE_MS = EXPORT_FILE_DAYS * 24 * 60 * 60 * 1000;

/** What a background job writes: a project's file in one of the export formats, or an organisation's archive (decision 0092). */
export const EXPORT_JOB_FORMATS = [...EXPORT_FORMATS, "zip"] as const;
export type ExportJobFormat = (typeof EXPORT_JOB_FORMATS)[number];
export const EXPORT_JOB_FORMAT_NAMES: Record<ExportJobFormat, string> = { ...EXPORT_FORMAT_NAMES, zip: "Organisation archive (ZIP)" };

export const EXPORT_JOB_STATES = ["running", "ready", "failed"] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

export const EXPORT_LINK_GONE = "This download link has expired or is not yours";
export const EXPORT_NOT_READY = "This export is not ready yet";
export const exportStartedMessage = (name: string) =>
  `“${name}” is large, so its export runs in the background. You will get a notification and an e-mail with the download link when it is ready.`;

/** One of the member's exports, as the exports page lists it. */
export const ExportJobSchema = z.object({
  jobId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  format: z.enum(EXPORT_JOB_FORMATS),
  state: z.enum([...EXPORT_JOB_STATES, "expired"]),
  /** 0–100: the tasks written so far of those the project had when it started. */
  percent: z.number().int().min(0).max(100),
  bytes: z.number().int(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  expiresAt: z.number().nullable(),
  error: z.string().nullable(),
});
export type ExportJobView = z.infer<typeof ExportJobSchema>;

/** The signed link's query: the job, its expiry and the signature (mail/exportLink). */
export const ExportFileQuerySchema = z.object({
  job: z.string().min(1).max(64),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(200),
});
