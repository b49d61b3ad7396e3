/** The posts of an organisation's deletion (issue 38 §3): scheduling it in Settings › Organisation, restoring it. */
export const ORGANIZATION_INTENTS = { delete: "delete-organization", restore: "restore-organization" } as const;
