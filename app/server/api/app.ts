import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { resolveHost } from "~/lib/host";
import { IMPORT_TOO_LARGE } from "~/schemas/exports";
import { loadConfig } from "../config";
import { ARCHIVE_IMPORT_API_PATH, MAX_ARCHIVE_REQUEST_BYTES, MAX_IMPORT_REQUEST_BYTES, MAX_JSON_BODY_BYTES, PROJECT_FILE_API_PATHS } from "../limits";
import { ARCHIVE_TOO_LARGE } from "~/lib/exports/organisationArchive";
import { annotateSpan } from "../telemetry/spans";
import { isAttachmentUploadPath } from "../uploads/attachmentPaths";
import { UPLOAD_PATH } from "../uploads/signedUrl";
import { bodyLimit } from "./core/bodyLimit";
import { describeApi } from "./core/document";
import { ApiError, errorBody, fail } from "./core/envelope";
import { jsonDepthLimit } from "./core/jsonDepthLimit";
import { createRouter } from "./core/router";
import { referencePage } from "./core/reference";
import { requireCredentialsUnlessPublic } from "./core/session";
import { viewerMemoOf } from "./core/viewerMemo";
import { apiTokensApi } from "./groups/apiTokens";
import { webhooksApi } from "./groups/webhooks";
import { auditLogApi } from "./groups/auditLog";
import { dashboardApi } from "./groups/dashboard";
import { dashboardArrangeApi } from "./groups/dashboard/arrange";
import { dashboardInviteApi } from "./groups/invite/dashboardInvite";
import { devApi } from "./groups/dev";
import { downloadApi } from "./groups/download";
import { faqsApi } from "./groups/faqs";
import { feedbackApi } from "./groups/feedback";
import { folderApi } from "./groups/folder";
import { notificationsApi } from "./groups/notifications";
import { settingsApi } from "./groups/settings";
import { secondStepSettingsApi } from "./groups/settings/secondStep";
import { organizationDeletionApi } from "./groups/settings/organizationDeletion";
import { subscriptionApi } from "./groups/subscription";
import { inviteApi } from "./groups/invite";
import { projectInviteApi } from "./groups/invite/projectInvite";
import { kanbanApi } from "./groups/kanban";
import { liveApi } from "./groups/live";
import { projectApi } from "./groups/project";
import { taskApi } from "./groups/task";
import { teamApi } from "./groups/team";
import { myspaceApi } from "./groups/myspace";
import { teamSummaryApi } from "./groups/teamSummary";
import { tenantApi } from "./groups/tenant";
import { userApi } from "./groups/user";

export const API_PREFIX = "/api/v2";

const app = createRouter().basePath(API_PREFIX);

app.use("*", async (c, next) => {
  const config = loadConfig(c.env);
  c.set("config", config);
  c.set("host", resolveHost(new URL(c.req.url).hostname, config.baseDomain));
  const viewers = viewerMemoOf(c.req.raw);
  c.set("viewers", viewers);
  try {
    await next();
  } finally {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") viewers.forget();
    annotateSpan(() => ({ "http.route": routePath(c, -1) }));
  }
});

// A project file (or a CSV) being imported is a larger JSON body than any other call's.
for (const path of PROJECT_FILE_API_PATHS) {
  app.use(path.slice(API_PREFIX.length), bodyLimit({ maxSize: MAX_IMPORT_REQUEST_BYTES, onError: (c) => fail(c, 413, IMPORT_TOO_LARGE) }), jsonDepthLimit);
}

// An organisation's archive (decision 0092) is larger still.
app.use(ARCHIVE_IMPORT_API_PATH.slice(API_PREFIX.length), bodyLimit({ maxSize: MAX_ARCHIVE_REQUEST_BYTES, onError: (c) => fail(c, 413, ARCHIVE_TOO_LARGE) }), jsonDepthLimit);

// Signed picture uploads and attachments' uploads carry their own limits, and so does an import.
// (A plain check, not hono/combine's `except`: that composes its middleware anew on every call, a
// few per cent of every request, the pages' in-process calls among them.)
const carriesOwnLimits = (path: string) =>
  path === UPLOAD_PATH || isAttachmentUploadPath(path) || PROJECT_FILE_API_PATHS.includes(path) || path === ARCHIVE_IMPORT_API_PATH;
const unlessOwnLimits = (middleware: MiddlewareHandler): MiddlewareHandler => (c, next) => (carriesOwnLimits(c.req.path) ? next() : middleware(c, next));
app.use(
  "*",
  unlessOwnLimits(bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => fail(c, 413, "Request body is too large") })),
  unlessOwnLimits(jsonDepthLimit),
);

// After the size and depth limits, which refuse a malformed body before anything else (signed in or not).
app.use("*", requireCredentialsUnlessPublic(API_PREFIX));

/** One router per group of spec §7, each mounted once. */
export const apiRoutes = app
  .route("/user", userApi)
  .route("/tenant", tenantApi)
  .route("/invite", inviteApi)
  .route("/invite", dashboardInviteApi)
  .route("/invite", projectInviteApi)
  .route("/dev", devApi)
  .route("/team", teamApi)
  .route("/project", projectApi)
  .route("/folder", folderApi)
  .route("/task", taskApi)
  .route("/subscription", subscriptionApi)
  .route("/notifications", notificationsApi)
  .route("/feedback", feedbackApi)
  .route("/faqs", faqsApi)
  .route("/myspace", myspaceApi)
  .route("/teamSummary", teamSummaryApi)
  .route("/kanban", kanbanApi)
  .route("/auditLog", auditLogApi)
  .route("/dashboard", dashboardApi)
  .route("/dashboard", dashboardArrangeApi)
  .route("/download", downloadApi)
  .route("/settings", settingsApi)
  .route("/settings", secondStepSettingsApi)
  .route("/settings", organizationDeletionApi)
  .route("/apiTokens", apiTokensApi)
  .route("/webhooks", webhooksApi)
  .route("/live", liveApi);

const INFO = {
  title: "Meridian API",
  version: "2.0.0",
  description: "Every call of Meridian, on each organisation's own host. Reads are GET, everything else POST; answers are { statusCode, data } or { statusCode, error }.",
  license: { name: "Proprietary", url: "https://www.meridian.app/terms" },
  contact: { name: "Meridian support", email: "support@meridian.app" },
};

/** Built once per isolate and base domain: the routes do not change while it runs. */
let described: { baseDomain: string; document: ReturnType<typeof describeApi> } | undefined;
app.get("/openapi.json", (c) => {
  const { baseDomain } = c.get("config");
  if (described?.baseDomain !== baseDomain) described = { baseDomain, document: describeApi(app.getOpenAPI31Document({ openapi: "3.1.0", info: INFO }), baseDomain) };
  return c.json(described.document);
});

app.get("/docs", (c) => referencePage(c, `${API_PREFIX}/openapi.json`));

app.notFound((c) => fail(c, 404, "Not found"));

app.onError((error, c) => {
  if (error instanceof ApiError) return fail(c, error.status, error.message, error.details);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status === 400 || error.status === 413 ? error.status : 400;
    const message = /json/i.test(error.message) ? "Malformed JSON in request body" : error.message || "Bad request";
    return c.json(errorBody(status, message), status);
  }
  console.error("Unhandled API error", error);
  return fail(c, 500, "Something went wrong.");
});

export const api = app;
export type AppType = typeof apiRoutes;
