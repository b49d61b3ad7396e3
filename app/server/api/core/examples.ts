/**
 * An example request body for each operation that takes one (issue 44 §2), made from its JSON schema
 * when the document is built: the required fields only, each a plausible value within the schema's
 * rules (format, pattern, bounds, enum). A schema's own `example` wins; the worker suite parses every
 * example with its operation's zod schema (openapi-document.test.ts), so none can drift into a 400.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

const SAMPLE_ID = "0b9f3c2e-5d4a-4e8b-9c71-2a6f8d3e1b40";
/** Values for the patterns the API's inputs use, tried in turn. */
const PATTERNED = ["2026-12-01", "#3b82f6", "new-conversation", "column:0b9f3c2e", "0b9f3c2e:done", "0123456789abcdef0123456789abcdef", "0123456789abcdef", "status-asc"];
const FORMATTED: Record<string, string> = {
  email: "ada@acme.test",
  date: "2026-12-01",
  "date-time": "2026-12-01T09:00:00.000Z",
  uuid: SAMPLE_ID,
  uri: "https://example.com/",
  url: "https://example.com/",
};

/** A text for a field, by its name. */
function wordsFor(key: string): string {
  if (/id$/i.test(key)) return SAMPLE_ID;
  if (/email|username/i.test(key)) return "ada@acme.test";
  if (/password/i.test(key)) return "Correct-Horse-42";
  if (/^firstName$/.test(key)) return "Ada";
  if (/^lastName$/.test(key)) return "Lovelace";
  if (/otp/i.test(key)) return "1234";
  if (key === "code") return "123456";
  if (/domain|subdomain/i.test(key)) return "acme";
  if (/name/i.test(key)) return "Website relaunch";
  if (/colou?r/i.test(key)) return "#3b82f6";
  return "Launch checklist";
}

function fitted(text: string, { minLength = 0, maxLength = Infinity }: Schema) {
  const long = text.length < minLength ? text.padEnd(minLength, ".") : text;
  return long.slice(0, maxLength);
}

function patterned(pattern: string): string | undefined {
  const source = pattern.replace(/\/[a-z]*$/, "");
  const flags = pattern.endsWith("/i") ? "i" : "";
  const regex = new RegExp(source, flags);
  return PATTERNED.find((candidate) => regex.test(candidate));
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type);

/**
 * Bodies the schema cannot say enough about to make a valid one (a field needed only in some cases,
 * a choice between fields, a file), by operationId.
 */
export const EXAMPLES: Record<string, unknown> = {
  "invite.privateProjectInvite": { projectId: SAMPLE_ID, emails: ["grace@acme.test"], role: "MEMBER" },
  // An empty zip (its end-of-central-directory record alone): the call refuses it, 400, as it refuses any archive without a manifest.
  "tenant.importArchive": { archive: "UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==" },
  "project.importProject": { teamId: SAMPLE_ID, file: { format: "meridian-project", version: 1, project: { name: "Website relaunch" }, groups: [] } },
  "project.taskGroups.conversation.create": { groupId: SAMPLE_ID, text: "Kick-off is on Monday." },
  "project.taskGroups.conversation.update": { messageId: SAMPLE_ID, text: "Kick-off moved to Tuesday." },
  "project.taskGroups.reply.create": { conversationId: SAMPLE_ID, text: "Works for me." },
  "project.taskGroups.reply.update": { messageId: SAMPLE_ID, text: "Works for me, see you there." },
  "task.add": { groupId: SAMPLE_ID, name: "Write the launch post" },
  "task.reorder": { taskId: SAMPLE_ID, afterId: "7c1e9a44-0f3b-4d2a-8e65-91b0c4d7f2a3" },
  "task.conversation.create": { taskId: SAMPLE_ID, text: "Draft is ready for review." },
  "task.conversation.update": { messageId: SAMPLE_ID, text: "Draft is ready for review (v2)." },
  "task.reply.create": { conversationId: SAMPLE_ID, text: "Reviewing it now." },
  "task.reply.update": { messageId: SAMPLE_ID, text: "Reviewed: two small fixes." },
  "settings.setRestrictions": { changes: [{ accessKey: "createProjects", level: "TENANT", role: "GUEST", value: "disabled" }] },
  "apiTokens.create": { name: "Nightly report", access: "read", days: 30 },
  "settings.deleteOrganization": { name: "Acme Inc", code: "123456" },
  "user.passkeyOptions": { domainName: "acme" },
  "webhooks.register": { url: "https://hooks.example.com/meridian", eventTypes: ["task.created", "task.completed"] },
};

export function exampleOf(schema: Schema, schemas: Record<string, Schema>, key = "", depth = 0): unknown {
  if (schema.$ref) return exampleOf(schemas[schema.$ref.split("/").pop()!] ?? {}, schemas, key, depth);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return exampleOf(branches.find((branch) => typeOf(branch) !== "null") ?? branches[0], schemas, key, depth);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, schemas, key, depth)));
  switch (typeOf(schema) ?? (schema.properties ? "object" : undefined)) {
    case "string":
      return fitted((schema.format && FORMATTED[schema.format]) ?? (schema.pattern && patterned(schema.pattern)) ?? wordsFor(key), schema);
    case "integer":
    case "number":
      return Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1, 1));
    case "boolean":
      return true;
    case "array": {
      const item = depth > 4 ? undefined : exampleOf(schema.items ?? {}, schemas, key.replace(/Ids$/, "Id").replace(/s$/, ""), depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case "object": {
      if (depth > 4) return {};
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleOf(property, schemas, name, depth + 1)]),
      );
    }
    default:
      return wordsFor(key);
  }
}
