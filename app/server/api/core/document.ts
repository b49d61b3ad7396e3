import type { OpenAPIHono } from "@hono/zod-openapi";
import { EXAMPLES, exampleOf } from "./examples";
import { isPublicOperation } from "./publicOperations";

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
type Body = { content: Record<string, { schema?: object; example?: unknown; examples?: unknown }> };
type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; tags?: string[]; requestBody?: Body };

/** What each group of calls is for (the document's tags, spec §7's groups). */
const GROUPS: Record<string, string> = {
  user: "Signing in and out, sign-up, passwords, one's profile, mail settings and organisations",
  tenant: "The organisation: its address, roles, search, the second panel and storage",
  invite: "Invites to the organisation, its private projects and dashboards",
  team: "Teams, their people, statuses, holidays, archive and bin",
  project: "Projects, their people, columns, task groups, the List, dependencies, the Gantt chart and imports",
  folder: "Folders of a team's projects",
  task: "Tasks and subtasks, their values, conversations and files",
  kanban: "The Kanban board of a project",
  myspace: "My Space: the member's own work",
  teamSummary: "A team's summary page",
  dashboard: "Dashboards and their widgets",
  download: "Exports of a project or dashboard: CSV, XLSX, JSON and PDF",
  notifications: "The member's notifications",
  subscription: "Plans and upgrades",
  settings: "User administration and access restrictions",
  auditLog: "The organisation's audit log",
  apiTokens: "Personal API tokens",
  webhooks: "Webhooks: signed deliveries of the organisation's changes (Standard Webhooks)",
  feedback: "Feedback to Meridian",
  faqs: "The help's questions",
  live: "Live updates over a WebSocket",
  dev: "Development only: answers 404 in production",
};

const SECURITY_SCHEMES = {
  bearer: { type: "http", scheme: "bearer", description: "A personal API token (Settings › API tokens): mrd_…" },
  session: { type: "apiKey", in: "cookie", name: "__Host-meridian-session", description: "A browser's session (meridian-session on http)" },
  accessToken: { type: "apiKey", in: "header", name: "accesstoken", description: "A session's token, as the login hand-off answers it" },
} as const;

/** "/api/v2/project/column/create" → "project.column.create"; a path with two methods names each. */
function operationId(path: string, method: string, methods: number) {
  const id = path.replace(/^\/api\/v2\//, "").replaceAll("/", ".");
  return methods > 1 ? `${id}.${method}` : id;
}

/** The request body with an example for its JSON, made from its schema unless it has one (examples.ts). */
function withExample(body: Body, schemas: Record<string, object>, id: string): Body {
  const json = body.content["application/json"];
  if (!json?.schema || json.example !== undefined || json.examples !== undefined) return body;
  return { ...body, content: { ...body.content, "application/json": { ...json, example: EXAMPLES[id] ?? exampleOf(json.schema, schemas) } } };
}

/**
 * The OpenAPI document as integrators and generators need it (issue 44 §2): a stable operationId
 * per call, an example for each request body, the security schemes with `security: []` on the
 * public calls, the organisation's host as the server, and a description per group.
 */
export function describeApi(generated: Document, baseDomain: string): Document {
  const paths: Record<string, Record<string, Operation>> = {};
  const schemas = (generated.components?.schemas ?? {}) as Record<string, object>;
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    const methods = Object.entries(item as Record<string, Operation>);
    paths[path] = Object.fromEntries(
      methods.map(([method, operation]) => {
        const publicCall = isPublicOperation(`${method.toUpperCase()} ${path.replace(/^\/api\/v2/, "")}`);
        const id = operationId(path, method, methods.length);
        const requestBody = operation.requestBody ? { requestBody: withExample(operation.requestBody, schemas, id) } : {};
        return [method, { operationId: id, ...operation, ...requestBody, ...(publicCall ? { security: [] } : {}) }];
      }),
    );
  }
  const used = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])));
  return {
    ...generated,
    servers: [
      {
        url: `{protocol}://{organisation}.${baseDomain}`,
        description: "Your organisation's address",
        variables: { protocol: { default: "https", enum: ["https", "http"] }, organisation: { default: "acme", description: "The organisation's sub-domain" } },
      },
    ],
    security: Object.keys(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] })),
    tags: [...used].sort().map((name) => ({ name, description: GROUPS[name] ?? name })),
    paths: paths as Document["paths"],
    components: { ...generated.components, securitySchemes: SECURITY_SCHEMES },
  };
}
