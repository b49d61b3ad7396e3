import { describe, expect, it } from "vitest";
import { clampNameWidth, NAME_WIDTH, NAME_WIDTH_COOKIE, nameWidthAfterKey, nameWidthCookie, nameWidthFor, savedNameWidth } from "~/lib/listColumns";
import { menuIndexAfterKey, typeAheadIndex } from "~/lib/menuKeys";
import { workflowOrder } from "~/lib/statuses";
import { parseRowChoice, rowChoice } from "~/lib/taskForms";

describe("workflowOrder", () => {
  it("puts a custom status among its category's, in the team's order within each (issue 43 §3)", () => {
    const team = [
      { name: "To Do", category: "TODO" },
      { name: "In Progress", category: "IN_PROGRESS" },
      { name: "Done", category: "DONE" },
      { name: "Closed", category: "CLOSED" },
      { name: "In Review", category: "IN_PROGRESS" },
      { name: "Backlog", category: "TODO" },
    ];
    expect(workflowOrder(team).map((status) => status.name)).toEqual(["To Do", "Backlog", "In Progress", "In Review", "Done", "Closed"]);
    expect(team[4].name).toBe("In Review");
  });

  it("puts a category it does not know last", () => {
    expect(workflowOrder([{ category: "ODD" }, { category: "CLOSED" }, { category: "TODO" }]).map((status) => status.category)).toEqual(["TODO", "CLOSED", "ODD"]);
  });
});

describe("the name column's width", () => {
  it("is the person's own from the cookie, else the default", () => {
    const saved = savedNameWidth(`other=1; ${nameWidthCookie("u1", 400).split(";")[0]}`);
    expect(nameWidthFor(saved, "u1")).toBe(400);
    expect(nameWidthFor(saved, "u2")).toBe(NAME_WIDTH.default);
    expect(nameWidthFor(savedNameWidth(null), "u1")).toBe(NAME_WIDTH.default);
    expect(nameWidthFor(savedNameWidth(`${NAME_WIDTH_COOKIE}=u1%3Awide`), "u1")).toBe(NAME_WIDTH.default);
  });

  it("stays within its bounds, from a cookie or a key", () => {
    expect(nameWidthFor(savedNameWidth(`${NAME_WIDTH_COOKIE}=u1%3A5000`), "u1")).toBe(NAME_WIDTH.max);
    expect(clampNameWidth(10)).toBe(NAME_WIDTH.min);
    expect(nameWidthAfterKey("ArrowRight", 320)).toBe(320 + NAME_WIDTH.step);
    expect(nameWidthAfterKey("ArrowLeft", NAME_WIDTH.min)).toBe(NAME_WIDTH.min);
    expect(nameWidthAfterKey("End", 320)).toBe(NAME_WIDTH.max);
    expect(nameWidthAfterKey("Home", 320)).toBe(NAME_WIDTH.min);
    expect(nameWidthAfterKey("a", 320)).toBeNull();
  });
});

describe("a menu's keys", () => {
  it("go round with the arrows and to the ends with Home and End", () => {
    expect(menuIndexAfterKey("ArrowDown", 4, 5)).toBe(0);
    expect(menuIndexAfterKey("ArrowUp", 0, 5)).toBe(4);
    expect(menuIndexAfterKey("End", 1, 5)).toBe(4);
    expect(menuIndexAfterKey("Home", 3, 5)).toBe(0);
    expect(menuIndexAfterKey("x", 3, 5)).toBeNull();
  });

  it("find an entry by its first letters, a repeated letter stepping through those starting with it", () => {
    const statuses = ["To Do", "In Progress", "In Review", "Done", "Closed"];
    expect(typeAheadIndex(statuses, 0, "d")).toBe(3);
    expect(typeAheadIndex(statuses, 0, "i")).toBe(1);
    expect(typeAheadIndex(statuses, 1, "ii")).toBe(2);
    expect(typeAheadIndex(statuses, 1, "in r")).toBe(2);
    expect(typeAheadIndex(statuses, 2, "in")).toBe(2);
    expect(typeAheadIndex(statuses, 0, "z")).toBeNull();
  });
});

describe("a row menu's choice", () => {
  it("names its field and its new values, read back as they were written", () => {
    expect(parseRowChoice(rowChoice("statusId", ["s1"]))).toEqual({ field: "statusId", values: ["s1"] });
    expect(parseRowChoice(rowChoice("priority", [""]))).toEqual({ field: "priority", values: [""] });
    expect(parseRowChoice(rowChoice("assigneeIds", ["u1", "u2"]))).toEqual({ field: "assigneeIds", values: ["u1", "u2"] });
    expect(parseRowChoice(rowChoice("assigneeIds", []))).toEqual({ field: "assigneeIds", values: [] });
  });

  it("is none for a plain Save button or a field no menu sets", () => {
    expect(parseRowChoice("statusId")).toBeNull();
    expect(parseRowChoice("name:Renamed")).toBeNull();
    expect(parseRowChoice(null)).toBeNull();
  });
});
