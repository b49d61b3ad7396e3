import { onWorldProject } from "./arrange";
import type { MatrixRow } from "./row";

/**
 * The download group's calls (spec §7, issue 19): a project's data is read with `work:read`, so a
 * private project's file is 404 for whoever is not among its members. The JSON format answers a
 * body the matrix can read; every format goes through the same checks.
 */
export const downloadRows: MatrixRow[] = [
  {
    call: "download/projectData",
    method: "GET",
    action: "work:read",
    arrange: onWorldProject("private", (p) => ({ projectId: p.id, format: "json" })),
  },
  {
    call: "download/exportToPdf",
    method: "GET",
    action: "work:read",
    arrange: onWorldProject("private", (p) => ({ projectId: p.id, kind: "list" })),
  },
  // Each member's own background exports: any signed-in member, never another's (export-jobs.test.ts).
  { call: "download/exportJobs", method: "GET", arrange: async () => ({ input: {} }) },
];
