import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as triggers from "~/server/workspace/migrations/triggers";
import { SEARCHABLE } from "~/server/workspace/kindRegistry";
import { REGISTRY } from "~/server/workspace/registry";

/** The folders of aggregates/ and of readModels/ (decision record 41): each registers its operations under its name. */
const aggregates = ["aggregates", "readModels"].flatMap((folder) =>
  readdirSync(fileURLToPath(new URL(`../../app/server/workspace/${folder}`, import.meta.url))),
);
const kinds = { queries: "query", commands: "command", system: "system" } as const;
const names = (map: keyof typeof REGISTRY) => Object.keys(REGISTRY[map]);

describe("the workspace registry", () => {
  it.each(Object.keys(kinds) as Array<keyof typeof kinds>)("names each of its %s <aggregate folder>.<operation>", (map) => {
    for (const name of names(map)) {
      const [aggregate, operation] = name.split(".");
      expect(aggregates).toContain(aggregate);
      expect(operation).toMatch(/^[a-z][A-Za-z]*$/);
      expect(REGISTRY[map][name as never]).toMatchObject({ kind: kinds[map] });
    }
  });

  it("never gives a query and a command the same name", () => {
    expect(names("queries").filter((name) => names("commands").includes(name))).toEqual([]);
  });

  it("keeps the trusted surface (no session) to identity work for the directory (a deleted account's erasure included), an organisation's purge after its 30 days, the bin's and unposted drafts' files' purges, a background export's steps and webhook attempts by the object's own alarm, a mail's signed unsubscribe link, the audit entries of a sign-in's second step, and the dev-only work generator", () => {
    expect(names("system").sort()).toEqual([
      "archive.purgeDue",
      "attachments.purgeDrafts",
      "conversations.unsubscribe",
      "exports.advance",
      "exports.end",
      "invites.accept",
      "members.applyProfileChange",
      "members.cancelErasure",
      "members.enrol",
      "members.eraseDue",
      "members.scheduleErasure",
      "sessions.endAll",
      "sessions.forgetTenant",
      "sessions.open",
      "subscription.apply",
      "tenant.provision",
      "tenant.purgeDue",
      "tenant.purged",
      "trust.recordAtSignIn",
      "webhooks.deliveryTarget",
      "webhooks.recordAttempt",
      "workSeed.generate",
    ]);
  });

  it("has an aggregate's search source for every kind the search triggers mark, and for no other", () => {
    const marked = new Set(Object.values(triggers).flatMap((sql) => [...String(sql).matchAll(/INSERT INTO search_dirty SELECT (?:DISTINCT )?'(\w+)'/g)].map(([, kind]) => kind)));
    expect([...SEARCHABLE.keys()].sort()).toEqual([...marked].sort());
  });
});
