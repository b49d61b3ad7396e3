import { describe, expect, it } from "vitest";
import { COLUMN_TYPES, completeConfig, formatValue, valueFromForm, type ColumnShape, type ColumnType } from "~/lib/columns";
import { checkValue, conversionMessage, convertValue, planConversion } from "~/schemas/columnValue";
import { isWebAddress } from "~/lib/textChecks";

const OPTIONS = [
  { id: "o1", label: "Low", colour: "#64748b" },
  { id: "o2", label: "High", colour: "#ef4444" },
];
const shape = (type: ColumnType, config: ColumnShape["config"] = {}): ColumnShape => ({ type, config });
const select = shape("SINGLE_SELECT", { options: OPTIONS });
const labels = shape("MULTI_SELECT", { options: OPTIONS });
const rating = shape("RATING", { max: 5 });
const rupees = shape("CURRENCY", { currency: "INR" });

const ok = (column: ColumnShape, value: unknown) => checkValue(column, value);
const message = (column: ColumnShape, value: unknown) => {
  const checked = checkValue(column, value);
  return checked.ok ? null : checked.message;
};

describe("values of every type", () => {
  const cases: Array<[ColumnShape, unknown, unknown, unknown, string]> = [
    // column, valid input, its stored value, invalid input, its message
    [shape("TEXT"), " Hello ".trimStart(), "Hello", "x".repeat(501), "Text should not exceed 500 characters"],
    [shape("LONG_TEXT"), "Line one\nLine two", "Line one\nLine two", " leading", "Leading Spaces not allowed"],
    [shape("NUMBER"), -12.5, -12.5, "twelve", "Please enter a number"],
    [rupees, 1234.5, 1234.5, 1.234, "An amount has at most 2 decimals"],
    [shape("PROGRESS"), 40, 40, 101, "Progress is a whole number from 0 to 100"],
    [shape("DATE"), "2027-02-28", "2027-02-28", "2027-02-30", "Please enter a valid date (yyyy-mm-dd)"],
    [select, "o2", "o2", "o9", "Please choose one of the column's options"],
    [labels, ["o2", "o1", "o2"], ["o1", "o2"], ["o1", "o9"], "Please choose labels of the column"],
    [shape("PEOPLE"), ["u1", "u1", "u2"], ["u1", "u2"], "u1", "Please choose people"],
    [shape("CHECKBOX"), true, true, "yes", "Please tick or clear the box"],
    [shape("URL"), "meridian.app/docs", "https://meridian.app/docs", "http://192.168.0.1/admin", "Please enter valid web address"],
    [shape("EMAIL"), "Ada@Acme.test", "ada@acme.test", "ada@acme", "Please enter valid email id"],
    [shape("PHONE"), "+91 98765 43210", "+91 98765 43210", "12-34", "Please enter valid phone number"],
    [rating, 4, 4, 6, "Rating is a whole number from 1 to 5"],
  ];

  it("covers every type", () => {
    expect(new Set(cases.map(([column]) => column.type))).toEqual(new Set(COLUMN_TYPES));
  });

  it.each(cases)("%o takes a valid value and refuses an invalid one with its message", (column, valid, stored, invalid, text) => {
    expect(ok(column, valid)).toEqual({ ok: true, value: stored });
    expect(message(column, invalid)).toBe(text);
  });

  it.each(COLUMN_TYPES.map((type) => [type]))("%s: null, empty text, no labels and an unticked box clear the cell", (type) => {
    for (const empty of [null, "", "  ", [], false]) expect(ok(shape(type), empty)).toEqual({ ok: true, value: null });
  });

  it("refuses raw IP addresses and malformed hosts as web addresses", () => {
    for (const address of ["127.0.0.1", "http://[::1]/", "https://0x7f.1", "user:pw@meridian.app", "meridian", "a b.com"]) {
      expect(isWebAddress(address)).toBe(false);
    }
    expect(isWebAddress("https://docs.meridian.app/a?b=1")).toBe(true);
  });
});

describe("values from a form's strings", () => {
  it("reads numbers as people type them", () => {
    expect(valueFromForm(rupees, ["₹1,23,456.50"])).toBe(123456.5);
    expect(valueFromForm(shape("PROGRESS"), ["45%"])).toBe(45);
    expect(valueFromForm(shape("NUMBER"), ["abc"])).toBe("abc");
    expect(valueFromForm(shape("NUMBER"), [""])).toBeNull();
  });

  it("reads a box, several labels or people, and text as posted", () => {
    expect(valueFromForm(shape("CHECKBOX"), ["false", "true"])).toBe(true);
    expect(valueFromForm(shape("CHECKBOX"), ["false"])).toBe(false);
    expect(valueFromForm(labels, ["o1", "", "o2"])).toEqual(["o1", "o2"]);
    expect(valueFromForm(shape("PEOPLE"), [])).toEqual([]);
    expect(valueFromForm(shape("TEXT"), [" typed"])).toBe(" typed");
    expect(message(shape("TEXT"), valueFromForm(shape("TEXT"), [" typed"]))).toBe("Leading Spaces not allowed");
  });
});

describe("display", () => {
  const names = { nameOf: (id: string) => ({ u1: "Ada Lovelace", u2: "Bob Stone" })[id] };
  it.each<[ColumnShape, unknown, string]>([
    [shape("TEXT"), "Hello", "Hello"],
    [shape("NUMBER"), 1234567.25, "1,234,567.25"],
    [rupees, 123456.5, "₹1,23,456.50"],
    [shape("CURRENCY", { currency: "USD" }), 1234, "$1,234.00"],
    [shape("PROGRESS"), 40, "40%"],
    [shape("DATE"), "2027-03-09", "09 Mar, 2027"],
    [select, "o2", "High"],
    [labels, ["o1", "o2"], "Low, High"],
    [shape("PEOPLE"), ["u1", "u2", "gone"], "Ada Lovelace, Bob Stone, Former member"],
    [shape("CHECKBOX"), true, "Yes"],
    [rating, 3, "3/5"],
    [shape("TEXT"), null, ""],
  ])("%o shows %o as %s", (column, value, shown) => {
    expect(formatValue(column, value as never, names)).toBe(shown);
  });
});

describe("converting values to another type", () => {
  it.each<[ColumnShape, unknown, ColumnShape, unknown]>([
    [shape("NUMBER"), 42.6, shape("PROGRESS"), 43],
    [shape("NUMBER"), 150, shape("PROGRESS"), null],
    [rupees, 99.5, shape("TEXT"), "₹99.50"],
    [shape("TEXT"), "₹1,200", shape("NUMBER"), 1200],
    [shape("TEXT"), "soon", shape("NUMBER"), null],
    [shape("TEXT"), "2027-01-31", shape("DATE"), "2027-01-31"],
    [shape("DATE"), "2027-01-31", shape("TEXT"), "2027-01-31"],
    [shape("TEXT"), "high", select, "o2"],
    [shape("TEXT"), "Low, High, Other", labels, ["o1", "o2"]],
    [select, "o1", labels, ["o1"]],
    [labels, ["o1", "o2"], select, "o1"],
    [labels, ["o2"], shape("TEXT"), "High"],
    [shape("TEXT"), "Yes", shape("CHECKBOX"), true],
    [shape("CHECKBOX"), true, shape("TEXT"), "Yes"],
    [shape("TEXT"), "meridian.app", shape("URL"), "https://meridian.app"],
    [shape("TEXT"), "not a mail", shape("EMAIL"), null],
    [shape("PEOPLE"), ["u1"], shape("TEXT"), null],
    [shape("TEXT"), "u1", shape("PEOPLE"), null],
    [rating, 4, shape("NUMBER"), 4],
    [shape("LONG_TEXT"), "y".repeat(600), shape("TEXT"), "y".repeat(500)],
  ])("%o %o → %o gives %o", (from, value, to, expected) => {
    expect(convertValue(from, to, value as never)).toEqual(expected);
  });

  it("keeps values of the same type unless the new configuration removes them", () => {
    const fewer = shape("MULTI_SELECT", { options: [OPTIONS[1]] });
    expect(convertValue(labels, fewer, ["o1", "o2"])).toEqual(["o2"]);
    expect(convertValue(select, shape("SINGLE_SELECT", { options: [OPTIONS[1]] }), "o1")).toBeNull();
    expect(convertValue(rating, shape("RATING", { max: 3 }), 4)).toBeNull();
  });

  it("counts what a change converts and clears, and says so", () => {
    const plan = planConversion(shape("TEXT"), shape("NUMBER"), ["12", "twelve", "3.5"]);
    expect(plan).toEqual({ converted: 2, cleared: 1, count: 3 });
    expect(conversionMessage(plan)).toBe("2 values will be converted and 1 value will be cleared. Confirm to change the column.");
    expect(planConversion(rating, shape("RATING", { max: 3 }), [1, 2, 5])).toEqual({ converted: 0, cleared: 1, count: 1 });
    expect(planConversion(shape("NUMBER"), rupees, [5])).toEqual({ converted: 1, cleared: 0, count: 1 });
  });
});

describe("configuration", () => {
  const ids = () => {
    let n = 0;
    return () => `new${++n}`;
  };
  it("defaults to rupees and five stars and drops keys a type does not use", () => {
    expect(completeConfig("CURRENCY", {}, ids())).toEqual({ currency: "INR" });
    expect(completeConfig("RATING", { currency: "USD" }, ids())).toEqual({ max: 5 });
    expect(completeConfig("TEXT", { max: 4 }, ids())).toEqual({});
  });

  it("gives new options ids and colours, and keeps the id of a label the column already had", () => {
    const config = completeConfig("SINGLE_SELECT", { options: [{ label: "high" }, { label: "New" }] }, ids(), { options: OPTIONS });
    expect(config.options).toEqual([
      { id: "o2", label: "high", colour: "#ef4444" },
      { id: "new1", label: "New", colour: "#ef4444" },
    ]);
    expect(completeConfig("MULTI_SELECT", {}, ids(), { options: OPTIONS }).options).toEqual(OPTIONS);
  });
});
