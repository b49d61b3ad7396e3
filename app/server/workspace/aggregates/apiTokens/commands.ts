import { API_TOKEN_NOT_FOUND, TOKENS_NEED_SIGN_IN, type CreateApiTokenInput } from "~/schemas/apiToken";
import { can } from "~/lib/permissions";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { newSecret } from "./secret";
import { findToken, insertToken, revokeToken } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tokens are managed signed in: a token that could make tokens would outlive its own expiry and access. */
function requireSignedIn({ viewer }: MemberContext) {
  if (viewer.session.apiToken) throw new WorkspaceFailure(403, TOKENS_NEED_SIGN_IN);
}

export const apiTokenCommands = {
  /** A new token of the member's own; its secret is answered this once and never stored. */
  "apiTokens.create": defineCommand({
    permission: "signed-in",
    prepare: (input: CreateApiTokenInput) => newSecret(input.access),
    handler: (context, input: CreateApiTokenInput, { secret, hash, hint }) => {
      requireSignedIn(context);
      const token = { id: crypto.randomUUID(), userId: context.viewer.member.userId, name: input.name, access: input.access, hash, hint, expiresAt: context.now + input.days * DAY_MS };
      insertToken(context.sql, token, context.now);
      return { tokenId: token.id, secret, name: token.name, access: token.access, expiresAt: token.expiresAt };
    },
    activity: (_input, token) => ({ verb: "api_token_created", itemType: "api_token", itemId: token.tokenId, detail: { name: token.name, access: token.access } }),
  }),

  /** Revokes one of the member's tokens, or, for an administrator, anyone's: it answers 401 from then on. */
  "apiTokens.revoke": defineCommand({
    permission: "signed-in",
    handler: (context, { tokenId }: { tokenId: string }) => {
      requireSignedIn(context);
      const token = findToken(context.sql, tokenId);
      const { member } = context.viewer;
      if (!token) throw new WorkspaceFailure(404, API_TOKEN_NOT_FOUND);
      if (token.userId !== member.userId && !can(member.role, "settings:users")) throw new WorkspaceFailure(404, API_TOKEN_NOT_FOUND);
      revokeToken(context.sql, tokenId, member.userId, context.now);
      return { tokenId, name: token.name, userId: token.userId };
    },
    activity: (_input, token) => ({ verb: "api_token_revoked", itemType: "api_token", itemId: token.tokenId, detail: { name: token.name, userId: token.userId } }),
  }),
};
