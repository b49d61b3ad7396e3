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

/** Formats whose last step writes one file from the pieces: an XLSX from its rows, an organisation's archive from its projects (decision 0092). */
const builtWhole = (job: Pick<ExportJob, "format">) => job.format === "xlsx" || job.format === "zip";

/** The objects of a ready file, in order. */
export const exportPieceKeys = (tenantId: string, job: Pick<ExportJob, "id" | "format" | "pieces">) =>
  builtWhole(job) ? [exportFileKey(tenantId, job.id)] : pieces(tenantId, job);

/** The objects only the build needed (an XLSX's rows, an archive's projects), deleted once the file is written. */
export const exportScratchKeys = (tenantId: string, job: Pick<ExportJob, "id" | "format" | "pieces">) => (builtWhole(job) ? pieces(tenantId, job) : []);
