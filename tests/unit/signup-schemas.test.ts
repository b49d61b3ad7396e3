import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CreateAccountSchema,
  CreateSubdomainSchema,
  EnterEmailFormSchema,
  SendOtpSchema,
  UserDetailsFormSchema,
  VerifyOtpSchema,
  WRONG_OTP_MESSAGE,
} from "~/schemas/signup";

const SIGNUP_PASSWORD =
  "Password must have atleast one lowercase, one uppercase, one special character, one numeric and minimum 8 characters";
const LEADING = "Leading Spaces not allowed";

/** The one message a schema reports for `field` when it is given `value`, the other fields valid. */
function messageFor(schema: z.ZodType, valid: Record<string, unknown>, field: string, value: unknown): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  const messages = result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
  expect(messages.length).toBeLessThanOrEqual(1);
  return messages[0];
}

const account = { firstName: "Grace", lastName: "Hopper", organizationName: "Navy Labs 2", password: "Cobol#1959" };

describe("sign-up e-mail (spec §5)", () => {
  it.each([
    [undefined, "Please fill in Email"],
    ["", "Please fill in Email"],
    ["   ", "Please fill in Email"],
    [" a@b.io", LEADING],
    ["not-an-email", "Please enter valid email id"],
    ["a@b.c", "Please enter valid email id"],
    ["a@b.abcde", "Please enter valid email id"],
  ])("%j → %s", (value, message) => {
    expect(messageFor(SendOtpSchema, {}, "username", value)).toBe(message);
    expect(messageFor(EnterEmailFormSchema, { intent: "sendOtp" }, "email", value)).toBe(message);
  });

  it("accepts a valid address, trimmed and lower-cased", () => {
    expect(SendOtpSchema.parse({ username: "Grace@Navy.MIL " })).toEqual({ username: "grace@navy.mil" });
  });
});

describe("OTP (spec §5)", () => {
  it.each([
    ["", "Please fill in OTP"],
    ["123", WRONG_OTP_MESSAGE],
    ["12345", WRONG_OTP_MESSAGE],
    ["12a4", WRONG_OTP_MESSAGE],
  ])("%j → %s", (otp, message) => {
    expect(messageFor(VerifyOtpSchema, { username: "a@b.io" }, "otp", otp)).toBe(message);
  });

  it("takes exactly four digits, also as the four boxes' values", () => {
    expect(VerifyOtpSchema.parse({ username: "a@b.io", otp: "0420" }).otp).toBe("0420");
    expect(VerifyOtpSchema.parse({ username: "a@b.io", otp: ["0", "4", "2", "0"] }).otp).toBe("0420");
  });
});

describe("names (spec §5: required, 2 to 50 letters)", () => {
  it.each([
    ["", "Please fill in First Name"],
    [" Grace", LEADING],
    ["G", "First Name should be at least 2 characters"],
    ["G".repeat(51), "First Name should not exceed 50 characters"],
    ["Gr4ce", "Please enter valid first name"],
    ["Grace Ann", "Please enter valid first name"],
  ])("first name %j → %s", (value, message) => {
    expect(messageFor(CreateAccountSchema, account, "firstName", value)).toBe(message);
  });

  it("applies the same rules to the last name", () => {
    expect(messageFor(CreateAccountSchema, account, "lastName", "")).toBe("Please fill in Last Name");
    expect(messageFor(CreateAccountSchema, account, "lastName", "H")).toBe("Last Name should be at least 2 characters");
    expect(messageFor(CreateAccountSchema, account, "lastName", "G".repeat(50))).toBeUndefined();
  });
});

describe("organisation name (spec §5: 2 to 24 letters, digits and, in the sign-up modal, spaces)", () => {
  it.each([
    ["", "Please fill in Organization Name"],
    [" Navy", LEADING],
    ["N", "Organization Name should be at least 2 characters"],
    ["N".repeat(25), "Organization Name should not exceed 24 characters"],
    ["Navy-Labs", "Please enter valid organization name"],
    ["Navy_Labs", "Please enter valid organization name"],
  ])("%j → %s", (value, message) => {
    expect(messageFor(CreateAccountSchema, account, "organizationName", value)).toBe(message);
  });

  it("allows spaces and digits, and the modal's orgName field follows the same rules", () => {
    expect(messageFor(CreateAccountSchema, account, "organizationName", "Navy Labs 2")).toBeUndefined();
    const form = { intent: "createAccount", firstName: "Grace", lastName: "Hopper", orgName: "Navy Labs", password: "Cobol#1959" };
    expect(messageFor(UserDetailsFormSchema, form, "orgName", "N")).toBe("Organization Name should be at least 2 characters");
  });
});

describe("sign-up password (spec §5)", () => {
  it.each([
    ["", "Please fill in Password"],
    [" Cobol#1959", LEADING],
    ["Co#1", SIGNUP_PASSWORD],
    ["cobol#1959", SIGNUP_PASSWORD],
    ["COBOL#1959", SIGNUP_PASSWORD],
    ["Cobol#abcd", SIGNUP_PASSWORD],
    ["Cobol19590", SIGNUP_PASSWORD],
  ])("%j → %s", (value, message) => {
    expect(messageFor(CreateAccountSchema, account, "password", value)).toBe(message);
  });

  it("accepts each special character of #?!@$%^&*-", () => {
    for (const special of "#?!@$%^&*-") {
      expect(messageFor(CreateAccountSchema, account, "password", `Cobol${special}1959`)).toBeUndefined();
    }
  });
});

describe("sub-domain (spec §5: 2 to 24 letters and digits)", () => {
  it.each([
    ["", "Please fill in Domain Name"],
    [" navy", LEADING],
    ["n", "Domain Name should be at least 2 characters"],
    ["n".repeat(25), "Domain Name should not exceed 24 characters"],
    ["navy-labs", "Please enter valid domain name"],
    ["navy.labs", "Please enter valid domain name"],
    ["navy labs", "Please enter valid domain name"],
  ])("%j → %s", (value, message) => {
    expect(messageFor(CreateSubdomainSchema, {}, "subdomain", value)).toBe(message);
  });

  it("is lower-cased", () => {
    expect(CreateSubdomainSchema.parse({ subdomain: "NavyLabs2" })).toEqual({ subdomain: "navylabs2" });
  });
});
