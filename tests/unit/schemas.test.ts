import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LoginSchema } from "~/schemas/auth";
import { email, firstTextError, LEADING_SPACE_MESSAGE, LETTERS, optionalText, text } from "~/schemas/fields";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const name = text({ label: "First Name", min: 2, max: 50, pattern: LETTERS });

describe("text fields (spec §5 order: required, leading space, min, max, pattern)", () => {
  it.each([
    [undefined, "Please fill in First Name"],
    ["", "Please fill in First Name"],
    ["   ", "Please fill in First Name"],
    [" Ada", LEADING_SPACE_MESSAGE],
    [" a", LEADING_SPACE_MESSAGE],
    ["\tAda", LEADING_SPACE_MESSAGE],
    ["a", "First Name should be at least 2 characters"],
    ["1", "First Name should be at least 2 characters"],
    ["a".repeat(51), "First Name should not exceed 50 characters"],
    ["1".repeat(51), "First Name should not exceed 50 characters"],
    ["Ada1", "Please enter valid first name"],
  ])("%j → %s", (value, expected) => {
    expect(messages(name, value)).toEqual([expected]);
  });

  it("trims the value and counts length after trimming", () => {
    expect(name.parse("Ada   ")).toBe("Ada");
    expect(messages(name, "A ")).toEqual(["First Name should be at least 2 characters"]);
  });

  it("optional text accepts nothing but still checks what is given", () => {
    const city = optionalText({ label: "City", min: 2, max: 50, pattern: LETTERS });
    expect(city.parse(undefined)).toBeUndefined();
    expect(city.parse("")).toBeUndefined();
    expect(messages(city, " Paris")).toEqual([LEADING_SPACE_MESSAGE]);
    expect(messages(city, "P")).toEqual(["City should be at least 2 characters"]);
    expect(city.parse("Paris ")).toBe("Paris");
  });

  it("firstTextError uses the rule's own messages", () => {
    const rule = { label: "X", min: 2, messages: { required: "need X", min: "short X" } };
    expect(firstTextError("", rule)).toBe("need X");
    expect(firstTextError("a", rule)).toBe("short X");
    expect(firstTextError("ab", rule)).toBeNull();
  });
});

describe("email", () => {
  it.each([
    [undefined, "Please fill in Email"],
    ["", "Please fill in Email"],
    [" ada@acme.test", LEADING_SPACE_MESSAGE],
    ["ada", "Please enter valid email id"],
    ["ada@acme", "Please enter valid email id"],
    ["ada@acme.t", "Please enter valid email id"],
    ["ada@acme.comfy", "Please enter valid email id"],
    ["ada@acme.c0m", "Please enter valid email id"],
    ["a da@acme.test", "Please enter valid email id"],
  ])("%j → %s", (value, expected) => {
    expect(messages(email(), value)).toEqual([expected]);
  });

  it("trims and lower-cases a valid address", () => {
    expect(email().parse("Ada@Acme.TEST  ")).toBe("ada@acme.test");
    expect(email().parse("ada@acme.info")).toBe("ada@acme.info");
  });
});

describe("LoginSchema (spec §5: e-mail, password and domain name are required)", () => {
  const valid = { username: "ada@acme.test", password: "Demo#2026", domainName: "Acme" };
  const fieldMessages = (input: Record<string, unknown>) => {
    const result = LoginSchema.safeParse(input);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("accepts valid input, lower-casing the domain", () => {
    expect(LoginSchema.parse(valid)).toEqual({ ...valid, domainName: "acme" });
  });

  it("reports every missing field", () => {
    expect(fieldMessages({})).toEqual({
      username: "Please fill in Email",
      password: "Please fill in Password",
      domainName: "Please fill in Domain Name",
    });
    expect(fieldMessages({ username: "", password: "", domainName: "" })).toEqual({
      username: "Please fill in Email",
      password: "Please fill in Password",
      domainName: "Please fill in Domain Name",
    });
  });

  it("refuses leading spaces in every field", () => {
    expect(fieldMessages({ username: " ada@acme.test", password: " Demo#2026", domainName: " acme" })).toEqual({
      username: LEADING_SPACE_MESSAGE,
      password: LEADING_SPACE_MESSAGE,
      domainName: LEADING_SPACE_MESSAGE,
    });
  });

  it("checks the domain name's length and characters", () => {
    expect(fieldMessages({ ...valid, domainName: "a" })).toEqual({
      domainName: "Domain Name should be at least 2 characters",
    });
    expect(fieldMessages({ ...valid, domainName: "a".repeat(25) })).toEqual({
      domainName: "Domain Name should not exceed 24 characters",
    });
    expect(fieldMessages({ ...valid, domainName: "ac-me" })).toEqual({ domainName: "Please enter valid domain name" });
    expect(fieldMessages({ ...valid, domainName: "acme.evil" })).toEqual({
      domainName: "Please enter valid domain name",
    });
  });

  it("refuses wrong types with the field's required message", () => {
    expect(fieldMessages({ username: 1, password: false, domainName: ["acme"] })).toEqual({
      username: "Please fill in Email",
      password: "Please fill in Password",
      domainName: "Please fill in Domain Name",
    });
  });

  it("keeps the password exactly as typed", () => {
    expect(LoginSchema.parse({ ...valid, password: "Demo#2026 " }).password).toBe("Demo#2026 ");
  });
});
