import { z } from "@hono/zod-openapi";
import { API_TOKEN_ACCESS, ApiTokenIdSchema, CreateApiTokenSchema } from "~/schemas/apiToken";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";

/**
 * Personal API tokens (issue 44 §1, decision record 81): `Authorization: Bearer mrd_…` on the
 * organisation's host acts as the token's member. Made and revoked signed in (a token cannot).
 */
const tags: [string] = ["apiTokens"];

const TokenSchema = z.object({
  tokenId: z.string(),
  userId: z.string(),
  ownerName: z.string(),
  name: z.string(),
  access: z.enum(API_TOKEN_ACCESS),
  hint: z.string().describe("the secret's last four characters"),
  createdAt: z.number(),
  expiresAt: z.number(),
  lastUsedAt: z.number().nullable().describe("to the minute"),
});

const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "The caller's live API tokens and, for administrators, every other member's (null for others)",
  data: z.object({ tokens: z.array(TokenSchema), membersTokens: z.array(TokenSchema).nullable() }),
  tags,
});

const create = apiRoute({
  method: "post",
  path: "/create",
  summary: "Create an API token of the caller's own (read or read-write, 7 to 365 days); its secret is answered this once",
  input: CreateApiTokenSchema,
  data: z.object({ tokenId: z.string(), secret: z.string(), name: z.string(), access: z.enum(API_TOKEN_ACCESS), expiresAt: z.number() }),
  tags,
});

const revoke = apiRoute({
  method: "post",
  path: "/revoke",
  summary: "Revoke one of the caller's API tokens, or (administrators) anyone's; it answers 401 from then on",
  input: ApiTokenIdSchema,
  data: z.object({ tokenId: z.string(), name: z.string(), userId: z.string() }),
  tags,
});

export const apiTokensApi = createRouter()
  .openapi(list, async (c) => ok(c, (await runQuery(c, { name: "apiTokens.list", input: {} })).data))
  .openapi(create, async (c) => ok(c, (await runCommand(c, { name: "apiTokens.create", input: c.req.valid("json") })).data))
  .openapi(revoke, async (c) => ok(c, (await runCommand(c, { name: "apiTokens.revoke", input: c.req.valid("json") })).data));
