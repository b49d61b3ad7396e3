import { describe, expect, it } from "vitest";
import {
  ForgotPasswordSchema,
  PASSWORDS_DIFFER_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  ResetPasswordFormSchema,
  SetNewPasswordSchema,
  SIGNUP_PASSWORD_MESSAGE,
} from "~/schemas/password";

const TOKEN = "t".repeat(43);

const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("password messages (spec §5)", () => {
  it("are the spec's texts exactly", () => {
    expect(SIGNUP_PASSWORD_MESSAGE).toBe(
      "Password must have atleast one lowercase, one uppercase, one special character, one numeric and minimum 8 characters",
    );
    expect(RESET_PASSWORD_MESSAGE).toBe(
      "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.",
    );
  });
});

describe("SetNewPasswordSchema", () => {
  it.each([
    ["Sh#rt1", RESET_PASSWORD_MESSAGE],
    ["nouppercase#1", RESET_PASSWORD_MESSAGE],
    ["NOLOWERCASE#1", RESET_PASSWORD_MESSAGE],
    ["NoDigits#here", RESET_PASSWORD_MESSAGE],
    ["NoSpecial123", RESET_PASSWORD_MESSAGE],
    ["Under_score1", RESET_PASSWORD_MESSAGE],
    [" Leading#12", "Leading Spaces not allowed"],
    ["", "Please fill in Password"],
  ])("%j → %s", (password, message) => {
    expect(fieldMessages(SetNewPasswordSchema.safeParse({ token: TOKEN, password }))).toEqual({ password: message });
  });

  it("accepts a password with every kind of character, untrimmed", () => {
    expect(SetNewPasswordSchema.parse({ token: TOKEN, password: "Good#Pass1 " })).toEqual({ token: TOKEN, password: "Good#Pass1 " });
  });
});

describe("ResetPasswordFormSchema", () => {
  it("requires the confirmation to match", () => {
    const result = ResetPasswordFormSchema.safeParse({ token: TOKEN, password: "Good#Pass1", confirmPassword: "Good#Pass2" });
    expect(fieldMessages(result)).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
  });
});

describe("ForgotPasswordSchema", () => {
  it.each([
    ["", "Please fill in Email"],
    [" ada@acme.test", "Leading Spaces not allowed"],
    ["ada@acme", "Please enter valid email id"],
  ])("%j → %s", (username, message) => {
    expect(fieldMessages(ForgotPasswordSchema.safeParse({ username }))).toEqual({ username: message });
  });

  it("lower-cases the e-mail", () => {
    expect(ForgotPasswordSchema.parse({ username: "Ada@Acme.Test" })).toEqual({ username: "ada@acme.test" });
  });
});
