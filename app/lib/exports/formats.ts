/** What a project can be exported as, and how large a CSV an import takes (issue 19): zod-free, for the views' first load. */
export const EXPORT_FORMATS = ["csv", "xlsx", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_NAMES: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel (XLSX)", json: "JSON (Meridian project file)" };

/** download/exportToPdf's kinds (decision 0056). */
export const PDF_KINDS = ["list", "gantt", "dashboard"] as const;
export type PdfKind = (typeof PDF_KINDS)[number];
export const PDF_KIND_NAMES: Record<PdfKind, string> = { list: "List", gantt: "Gantt", dashboard: "Dashboard" };

/** The largest CSV an import takes: it travels between the steps in the mapping form (a hidden field). */
export const MAX_CSV_IMPORT_BYTES = 2 * 1024 * 1024;
