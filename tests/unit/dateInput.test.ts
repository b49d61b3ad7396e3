import { describe, expect, it } from "vitest";
import { dateMark, DATE_MARK_FIELD, readDateFields, readDateParams } from "~/lib/dateFields";
import { dateInputMessage, dateInputPattern, formatDateInput, isIsoDay, parseDateInput } from "~/lib/dates";

describe("a date typed in the person's order (decision 82)", () => {
  it("writes a day in the preference's order, the year in full", () => {
    expect(formatDateInput("2026-11-24", "dd/mm/yy")).toBe("24/11/2026");
    expect(formatDateInput("2026-11-24", "mm/dd/yy")).toBe("11/24/2026");
    expect(dateInputPattern("dd/mm/yy")).toBe("dd/mm/yyyy");
    expect(dateInputPattern("mm/dd/yy")).toBe("mm/dd/yyyy");
  });

  it.each([
    ["dd/mm/yy", "24/11/2026", "2026-11-24"],
    ["dd/mm/yy", "4/3/2026", "2026-03-04"],
    ["dd/mm/yy", "04.03.26", "2026-03-04"],
    ["dd/mm/yy", " 24-11-2026 ", "2026-11-24"],
    ["mm/dd/yy", "11/24/2026", "2026-11-24"],
    ["mm/dd/yy", "3/4/26", "2026-03-04"],
    ["dd/mm/yy", "2026-11-24", "2026-11-24"],
    ["mm/dd/yy", "2026-11-24", "2026-11-24"],
  ])("reads %s %j as %s", (preference, typed, day) => {
    expect(parseDateInput(typed, preference)).toBe(day);
  });

  it("reads the same text the other way round for the other preference", () => {
    expect(parseDateInput("03/04/2026", "dd/mm/yy")).toBe("2026-04-03");
    expect(parseDateInput("03/04/2026", "mm/dd/yy")).toBe("2026-03-04");
  });

  it("gives a two-digit year the century nearest today", () => {
    expect(parseDateInput("15/06/85", "dd/mm/yy", 2026)).toBe("1985-06-15");
    expect(parseDateInput("15/06/40", "dd/mm/yy", 2026)).toBe("2040-06-15");
    expect(parseDateInput("15/06/77", "dd/mm/yy", 2026)).toBe("1977-06-15");
  });

  it.each(["31/02/2026", "29/02/2026", "13/13/2026", "00/01/2026", "24/11", "tomorrow", "2026-02-30", "24/11/202", "1/2/3/4"])("refuses %j (dd/mm/yy)", (typed) => {
    expect(parseDateInput(typed, "dd/mm/yy")).toBeNull();
  });

  it("refuses a month-first day past the twelfth month", () => {
    expect(parseDateInput("24/11/2026", "mm/dd/yy")).toBeNull();
  });

  it("reads a leap day where there is one", () => {
    expect(parseDateInput("29/02/2028", "dd/mm/yy")).toBe("2028-02-29");
  });

  it("reads an empty field as no day", () => {
    expect(parseDateInput("", "dd/mm/yy")).toBe("");
    expect(parseDateInput("   ", "mm/dd/yy")).toBe("");
  });

  it.each(["dd/mm/yy", "mm/dd/yy"])("reads back what it writes (%s), every day of a leap year and a 1940 birthday", (preference) => {
    const days = ["1940-06-15", "1999-12-31", "2000-01-01"];
    for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) days.push(new Date(day).toISOString().slice(0, 10));
    for (const day of days) expect(parseDateInput(formatDateInput(day, preference), preference)).toBe(day);
  });

  it("tells a stored day from anything else", () => {
    expect(isIsoDay("2026-11-24")).toBe(true);
    expect(isIsoDay("2026-2-3")).toBe(false);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("24/11/2026")).toBe(false);
  });

  it("says which order to type in", () => {
    expect(dateInputMessage("dd/mm/yy")).toBe("Please enter a valid date as dd/mm/yyyy");
    expect(dateInputMessage("mm/dd/yy")).toBe("Please enter a valid date as mm/dd/yyyy");
  });
});

describe("a form's days posted without JavaScript", () => {
  const posted = (entries: Array<[string, string]>) => {
    const form = new FormData();
    for (const [key, value] of entries) form.append(key, value);
    return form;
  };

  it("reads each marked field in its order and leaves the marks out", () => {
    const { form, invalid } = readDateFields(
      posted([
        ["dueDate", "24/11/2026"],
        [DATE_MARK_FIELD, dateMark("dueDate", "dd/mm/yy")],
        ["startDate", "11/20/2026"],
        [DATE_MARK_FIELD, dateMark("startDate", "mm/dd/yy")],
        ["name", "1/2/26"],
      ]),
    );
    expect(invalid).toBe(false);
    expect([...form.entries()]).toEqual([
      ["dueDate", "2026-11-24"],
      ["startDate", "2026-11-20"],
      ["name", "1/2/26"],
    ]);
  });

  it("keeps a stored day and an empty field (clearing) as they are", () => {
    const { form } = readDateFields(posted([["dueDate", "2026-11-24"], ["startDate", ""], [DATE_MARK_FIELD, dateMark("dueDate", "dd/mm/yy")], [DATE_MARK_FIELD, dateMark("startDate", "dd/mm/yy")]]));
    expect(form.get("dueDate")).toBe("2026-11-24");
    expect(form.get("startDate")).toBe("");
  });

  it("answers a text that names no day by its field, keeping the text", () => {
    const { form, errors, invalid } = readDateFields(posted([["dueDate", "31/02/2026"], [DATE_MARK_FIELD, dateMark("dueDate", "dd/mm/yy")]]));
    expect(invalid).toBe(true);
    expect(errors).toEqual({ dueDate: ["Please enter a valid date as dd/mm/yyyy"] });
    expect(form.get("dueDate")).toBe("31/02/2026");
  });

  it("reads a filter's address, dropping a day that is not one", () => {
    const params = readDateParams(new URLSearchParams("dueFrom=24%2F11%2F2026&_date=dueFrom%3Add%2Fmm%2Fyy&dueTo=31%2F02%2F2026&_date=dueTo%3Add%2Fmm%2Fyy&q=x"));
    expect(params.toString()).toBe("dueFrom=2026-11-24&q=x");
  });
});
