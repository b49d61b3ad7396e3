import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { auditCsv, auditFiltersOf } from "~/lib/auditLog";
import { UsersQuerySchema, withoutEmptyValues } from "~/schemas/administration";

describe("Settings › Users filters (spec §5: empty query values are dropped)", () => {
  it("drops empty and blank values before the request and reads them as no filter at the API", () => {
    expect(withoutEmptyValues({ search: "cy", role: "", teamId: "  ", status: null, skip: undefined })).toEqual({ search: "cy" });
    expect(UsersQuerySchema.parse({ search: "", role: "", teamId: "", status: "", limit: "", skip: "" })).toEqual({});
    expect(UsersQuerySchema.parse({ role: "ADMIN", limit: "10", skip: "20" })).toEqual({ role: "ADMIN", limit: 10, skip: 20 });
    expect(UsersQuerySchema.safeParse({ role: "OWNER" }).success).toBe(false);
  });
});

describe("the audit log's CSV", () => {
  const entry = {
    activityId: 1,
    verb: "renamed",
    itemType: "task",
    itemId: "t1",
    parentId: null,
    projectId: "p1",
    names: {},
    projectName: "=HYPERLINK(\"http://evil\")",
    actor: { userId: "u1", name: "Ada Lovelace", deactivated: false },
    detail: { from: "a, b", to: "+1" },
    createdAt: Date.UTC(2026, 10, 25, 12, 0),
  };

  it("writes one row an entry under a header, quoting commas and escaping cells a spreadsheet would run as formulae", () => {
    const csv = auditCsv([
      entry,
      { ...entry, activityId: 2, actor: null, projectName: null, detail: {} },
      { ...entry, activityId: 3, actor: { userId: "u2", name: "Bob Builder", deactivated: true } },
    ]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual(["time", "person", "action", "kind", "item", "project", "detail"]);
    expect(rows[1]).toEqual(["2026-11-25T12:00:00.000Z", "Ada Lovelace", "renamed", "task", "t1", "'=HYPERLINK(\"http://evil\")", "renamed task a deleted task from a, b to +1"]);
    expect(rows[2][1]).toBe("System");
    expect(rows[3][1]).toBe("Bob Builder (deactivated)");
  });

  it("keeps only the filters that are set", () => {
    expect(auditFiltersOf(new URLSearchParams("actorId=&itemType=member&from=2026-11-01&to=&cursor=x"))).toEqual({ itemType: "member", from: "2026-11-01" });
  });
});
