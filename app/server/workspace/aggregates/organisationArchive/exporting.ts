import { defineCommand } from "../../operations";
import { insertJob, type ExportJob } from "../exports/jobs";
import { ARCHIVES } from "./permission";

/** The activity entry both directions write (the audit log shows it): the organisation, exported or imported. */
export const aboutOrganisation = (verb: "exported" | "imported", tenantId: string, detail: Record<string, string | number | boolean | null>) => ({
  verb,
  itemType: "organisation",
  itemId: tenantId,
  detail,
});

export const archiveExportCommands = {
  /**
   * Starts the organisation's archive (decision 0092) as a background export (decision 0057): a job
   * of format zip whose steps the alarm runs, one project a step, then the archive; its super admin
   * is told (bell and mail) with the signed link, as for a project's export.
   */
  "organisationArchive.export": defineCommand({
    permission: ARCHIVES,
    handler: ({ sql, now, viewer }, { origin }: { origin: string }) => {
      const jobId = crypto.randomUUID();
      const projects = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects WHERE hidden_in IS NULL OR hidden_in <> 'bin'").one().n;
      insertJob(sql, {
        id: jobId, userId: viewer.member.userId, projectId: "", projectName: viewer.tenant.name, format: "zip",
        // The archive's steps read only the origin (for the projects' links and the download link) of a job's request.
        query: { origin } as ExportJob["query"], total: projects, createdAt: now,
      });
      return { jobId, state: "running" as const, projects };
    },
    activity: (_input, started, { viewer }) => aboutOrganisation("exported", viewer.tenant.id, { format: "zip", projects: started.projects, jobId: started.jobId }),
    effects: (_input, { jobId }, { viewer }) => [{ kind: "exportStep", jobId, userId: viewer.member.userId }],
  }),
};
