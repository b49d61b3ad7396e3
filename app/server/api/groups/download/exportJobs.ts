import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { EXPORT_LINK_GONE, ExportFileQuerySchema, ExportJobSchema, exportStartedMessage } from "~/schemas/exportJobs";
import { disposition } from "../../core/disposition";
import { ErrorEnvelope, fail, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { requireViewer, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { exportDownloadLink, verifyExportLink } from "~/server/exports/downloadLink";
import { EXPORT_TYPES, exportFileName } from "~/server/exports/fileFormats";

/** Where a member follows their background exports (decision 0057). */
export const EXPORTS_PAGE = "/exports";

/**
 * download/projectData's answer when the export went to the background: a browser's form post
 * (it asks for HTML) goes to the exports page; an API client gets 202 with the job.
 */
export function exportStarted(c: Context<ApiEnv>, jobId: string, projectName: string) {
  const message = exportStartedMessage(projectName);
  if ((c.req.header("accept") ?? "").includes("text/html")) return c.redirect(`${EXPORTS_PAGE}?started=${encodeURIComponent(jobId)}`, 303);
  return c.json({ statusCode: 202 as const, data: { jobId, state: "running" as const, message, statusUrl: `/api/v2/download/exportJobs` } }, 202);
}

export const ExportJobsSchema = z.object({ jobs: z.array(ExportJobSchema.extend({ downloadUrl: z.string().nullable().describe("a ready file's signed link, on this host") })) });

const exportJobsRoute = apiRoute({
  method: "get",
  path: "/exportJobs",
  summary: "The member's background exports, newest first, with their state and percentage",
  data: ExportJobsSchema,
  tags: ["download"],
});

const exportFileRoute = createRoute({
  method: "get",
  path: "/exportFile",
  summary: "A background export's file, through its signed, expiring link (for its member, signed in, who may still read the project)",
  tags: ["download"],
  request: { query: ExportFileQuerySchema },
  responses: {
    200: { description: "The file, as an attachment", content: { "application/octet-stream": { schema: z.string().describe("binary") } } },
    404: { description: "Expired, another member's or tenant's link, or a project the member can no longer read", content: { "application/json": { schema: ErrorEnvelope } } },
    409: { description: "Not ready yet", content: { "application/json": { schema: ErrorEnvelope } } },
  },
});

/** The pieces' bodies one after another, each fetched when the one before is sent. */
function concatenated(bucket: R2Bucket, keys: readonly string[]): ReadableStream<Uint8Array> {
  let index = 0;
  let current: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream({
    async pull(controller) {
      for (;;) {
        if (!current) {
          if (index === keys.length) return controller.close();
          const object = await bucket.get(keys[index++]);
          if (!object) return controller.error(new Error("An export piece is missing"));
          current = object.body.getReader();
        }
        const next = await current.read();
        if (!next.done) return controller.enqueue(next.value);
        current = null;
      }
    },
    async cancel() {
      await current?.cancel();
    },
  });
}

/** The member's background exports (those `keep` lets through), each ready one with its signed link on this host. */
export async function listedExportJobs(c: Context<ApiEnv>, keep: (job: { format: string }) => boolean = () => true) {
  const { data, viewer } = await runQuery(c, { name: "exports.jobs", input: {} });
  return Promise.all(
    data.jobs.filter(keep).map(async (job) => {
      if (job.state !== "ready" || job.expiresAt === null) return { ...job, downloadUrl: null };
      const grant = { tenantId: viewer.tenant.id, userId: viewer.member.userId, jobId: job.jobId, expires: job.expiresAt };
      const url = new URL(await exportDownloadLink(new URL(c.req.url).origin, c.env.SIGNING_SECRET, grant));
      return { ...job, downloadUrl: `${url.pathname}${url.search}` };
    }),
  );
}

export const exportJobsApi = createRouter()
  .openapi(exportJobsRoute, async (c) => ok(c, { jobs: await listedExportJobs(c) }))
  .openapi(exportFileRoute, async (c) => {
    const { job: jobId, expires, sig } = c.req.valid("query");
    const viewer = await requireViewer(c);
    const grant = { tenantId: viewer.tenant.id, userId: viewer.member.userId, jobId, expires };
    if (!(await verifyExportLink(c.env.SIGNING_SECRET, grant, sig))) return fail(c, 404, EXPORT_LINK_GONE);
    const { data } = await runQuery(c, { name: "exports.file", input: { jobId } });
    const { job, keys } = data;
    return new Response(concatenated(c.env.FILES, keys), {
      headers: {
        "Content-Type": EXPORT_TYPES[job.format],
        "Content-Disposition": disposition("attachment", exportFileName(job.projectName, job.format, new Date(job.createdAt))),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
