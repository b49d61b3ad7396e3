import { describe, expect, it } from "vitest";
import { MyAllTasksSchema } from "~/schemas/myspace";
import { calendarOf } from "~/server/workspace/readModels/myspace/dates";
import { decodeCursor, encodeCursor, INVALID_CURSOR, pageOf } from "~/server/workspace/keysetCursor";

describe("the viewer's calendar", () => {
  it("counts this week as today and the six days after, across a month end", () => {
    const now = Date.parse("2026-07-01T12:00:00Z");
    expect(calendarOf("2026-06-28", now)).toEqual({
      today: "2026-06-28",
      tomorrow: "2026-06-29",
      weekEnd: "2026-07-05",
      weekAgo: now - 7 * 86_400_000,
    });
  });

  it("takes the server's UTC day when the caller gives none", () => {
    expect(calendarOf(undefined, Date.parse("2026-12-31T23:59:00Z")).today).toBe("2026-12-31");
  });
});

describe("my-space input", () => {
  it.each(["2026-02-29", "2026-13-01", "26-01-01", "2026-1-1"])("refuses %s as today", (today) => {
    expect(MyAllTasksSchema.safeParse({ today }).success).toBe(false);
  });

  it("takes a real day and a limit from a query string", () => {
    expect(MyAllTasksSchema.parse({ today: "2028-02-29", limit: "100" })).toEqual({ today: "2028-02-29", limit: 100 });
  });
});

describe("keyset cursors", () => {
  it("carry a sort key through the client unchanged", () => {
    const key = ["2026-06-15", "a/b+c", 42];
    expect(decodeCursor(encodeCursor(key), 3)).toEqual(key);
    expect(encodeCursor(key)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([["not base64!"], [encodeCursor(["one"])], [btoa("{}")]])("refuses %s", (cursor) => {
    expect(() => decodeCursor(cursor, 2)).toThrow(INVALID_CURSOR);
  });

  it("give a next cursor only when a row beyond the page came back", () => {
    const rows = [1, 2, 3];
    expect(pageOf(rows, 2, (n) => [n], String)).toEqual({ items: ["1", "2"], nextCursor: encodeCursor([2]) });
    expect(pageOf(rows, 3, (n) => [n], String)).toEqual({ items: ["1", "2", "3"], nextCursor: null });
  });
});
