import * as z from "zod";
import { workId } from "./fields";

/** Webhooks (issue 44 §3, decision record 87): endpoints an administrator registers, told of changes by signed deliveries. */
export const WEBHOOK_EVENT_TYPES = [
  "task.created",
  "task.updated",
  "task.moved",
  "task.completed",
  "task.deleted",
  "comment.created",
  "project.created",
  "project.archived",
  "member.joined",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "task.created": "Task created",
  "task.updated": "Task updated",
  "task.moved": "Task moved",
  "task.completed": "Task completed",
  "task.deleted": "Task deleted",
  "comment.created": "Comment created",
  "project.created": "Project created",
  "project.archived": "Project archived",
  "member.joined": "Member joined",
};

/** Every secret starts so (Standard Webhooks), followed by the base64 of its random bytes. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export const WEBHOOK_NOT_FOUND = "Unknown webhook endpoint";
export const WEBHOOK_DELIVERY_NOT_FOUND = "Unknown webhook delivery";
export const WEBHOOK_URL_MESSAGE = "Please enter the endpoint's address, starting with https://";
export const WEBHOOK_HTTP_MESSAGE = "An endpoint must use https:// (plain http only to localhost while developing)";
export const WEBHOOK_PRIVATE_MESSAGE = "An endpoint must be reachable on the internet: private, loopback and link-local addresses are refused";
export const WEBHOOK_EVENTS_MESSAGE = "Please choose at least one event";
export const WEBHOOK_PROJECT_MESSAGE = "Please choose projects you can see";
export const MAX_WEBHOOK_PROJECTS = 50;

/** A form without JavaScript sends one value for one checkbox and none for none: always a list here. */
/** A form without JavaScript sends one value for one checkbox and none for none: always a list here. */
const asList = (value: unknown) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]);

const eventTypes = z.preprocess(asList, z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_EVENTS_MESSAGE })).min(1, WEBHOOK_EVENTS_MESSAGE));
const projectIds = z.preprocess(asList, z.array(workId("project")).max(MAX_WEBHOOK_PROJECTS, `At most ${MAX_WEBHOOK_PROJECTS} projects`));

export const RegisterWebhookSchema = z.object({
  url: z
    .string({ error: WEBHOOK_URL_MESSAGE })
    .trim()
    .max(2000, "An endpoint's address may be at most 2000 characters")
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_URL_MESSAGE),
  eventTypes,
  /** None: every project the endpoint's creator sees. */
  projectIds,
});
export type RegisterWebhookInput = z.output<typeof RegisterWebhookSchema>;

export const WebhookIdSchema = z.object({ endpointId: workId("webhook endpoint") });

export const UpdateWebhookSchema = WebhookIdSchema.extend({ eventTypes, projectIds });
export type UpdateWebhookInput = z.output<typeof UpdateWebhookSchema>;

export const SetWebhookEnabledSchema = WebhookIdSchema.extend({
  enabled: z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean({ error: "Please say whether the endpoint is enabled" })),
});

export const RedeliverWebhookSchema = WebhookIdSchema.extend({ deliveryId: workId("delivery") });

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An IPv4 literal's four numbers, or null for anything else. */
function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** Loopback, private (RFC 1918, CGNAT, unique-local), link-local and unspecified addresses: never an endpoint in production. */
function isPrivateAddress(host: string): boolean {
  const v4 = ipv4(host);
  if (v4) {
    const [a, b] = v4;
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (!host.startsWith("[")) return false;
  const v6 = host.slice(1, -1).toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isPrivateAddress(mapped[1]);
  // URL writes a mapped IPv4 in hex (::ffff:7f00:1): any mapped address is refused rather than decoded.
  return v6 === "::" || v6 === "::1" || v6.startsWith("::ffff:") || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/**
 * What is wrong with an endpoint's address where it is registered (null: nothing). HTTPS only; while
 * developing, plain http to this machine too. Address literals in private, loopback or link-local
 * ranges are refused (while developing, but for this machine's), and so is `localhost` in production; names are not resolved here (decision record 87).
 */
export function webhookUrlProblem(url: string, development: boolean): string | null {
  if (!URL.canParse(url)) return WEBHOOK_URL_MESSAGE;
  const { protocol, hostname } = new URL(url);
  const host = hostname.toLowerCase();
  const local = LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
  if (protocol === "http:" && !(development && local)) return WEBHOOK_HTTP_MESSAGE;
  if (protocol !== "http:" && protocol !== "https:") return WEBHOOK_URL_MESSAGE;
  // While developing, this machine may receive; nothing else private ever does.
  if (development ? !local && isPrivateAddress(host) : local || isPrivateAddress(host)) return WEBHOOK_PRIVATE_MESSAGE;
  return null;
}
