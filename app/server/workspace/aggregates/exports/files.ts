import { tenantFilePrefix } from "~/server/uploads/tenantFiles";
import type { ExportJob } from "./jobs";

/**
 * Where a background export lives in R2 (decision 0057), under its tenant and job. A CSV or JSON
 * file is its pieces in order (one per step; the download streams them one after another); an
 * XLSX's pieces are its rows as JSON, from which the last step writes the one `file`.
 */
const prefix = (tenantId: string, jobId: string) => `${tenantFilePrefix("exports", tenantId)}${jobId}`;
export const exportPieceKey = (tenantId: string, jobId: string, piece: number) => `${prefix(tenantId, jobId)}/${piece}`;
export const exportFileKey = (tenantId: string, jobId: string) => `${prefix(tenantId, jobId)}/file`;

const pieces = (tenantId: string, job: Pick<ExportJob, "id" | "pieces">) => Array.from({ length: job.pieces }, (_, piece) => exportPieceKey(tenantId, job.id, piece));

/** The objects of a ready file, in order. */
export const exportPieceKeys = (tenantId: string, job: Pick<ExportJob, "id" | "format" | "pieces">) =>
  job.format === "xlsx" ? [exportFileKey(tenantId, job.id)] : pieces(tenantId, job);

/** The objects only the build needed (an XLSX's rows), deleted once the file is written. */
export const exportScratchKeys = (tenantId: string, job: Pick<ExportJob, "id" | "format" | "pieces">) => (job.format === "xlsx" ? pieces(tenantId, job) : []);
