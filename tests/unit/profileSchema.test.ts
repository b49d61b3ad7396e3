import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, SignedUrlSchema, UpdateProfileSchema } from "~/schemas/profile";

const VALID = { firstName: "Ada", lastName: "Lovelace" };

function messages(input: Record<string, unknown>) {
  const result = UpdateProfileSchema.safeParse({ ...VALID, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("profile rules (spec §5)", () => {
  it.each([
    ["firstName", "", "Please fill in First Name"],
    ["firstName", " Ada", "Leading Spaces not allowed"],
    ["firstName", "A", "First Name should be at least 2 characters"],
    ["firstName", "A".repeat(51), "First Name should not exceed 50 characters"],
    ["firstName", "Ada1", "Please enter valid first name"],
    ["lastName", "", "Please fill in Last Name"],
    ["lastName", " Lo", "Leading Spaces not allowed"],
    ["lastName", "L", "Last Name should be at least 2 characters"],
    ["lastName", "L".repeat(51), "Last Name should not exceed 50 characters"],
    ["lastName", "Love-lace", "Please enter valid last name"],
    ["designation", " Chief", "Leading Spaces not allowed"],
    ["designation", "C", "Designation should be at least 2 characters"],
    ["designation", "C".repeat(51), "Designation should not exceed 50 characters"],
    ["designation", "Chief2", "Please enter valid designation"],
    ["city", " London", "Leading Spaces not allowed"],
    ["city", "L", "City should be at least 2 characters"],
    ["city", "L".repeat(51), "City should not exceed 50 characters"],
    ["city", "L0ndon", "Please enter valid city"],
    ["mobileNumber", " 123456789", "Leading Spaces not allowed"],
    ["mobileNumber", "123456789", "Mobile Number should be exactly 10 characters"],
    ["mobileNumber", "12345678901", "Mobile Number should be exactly 10 characters"],
    ["birthday", "31/12/1990", "Please enter a valid date"],
  ])("%s %j: %s", (field, value, message) => {
    expect(messages({ [field]: value })).toEqual({ [field]: message });
  });

  it("accepts a full profile, trims it, and leaves optional fields out when empty", () => {
    const result = UpdateProfileSchema.parse({
      firstName: "Ada ",
      lastName: "Lovelace",
      designation: "",
      city: "London",
      mobileNumber: "0123456789",
      birthday: "1815-12-10",
      dateFormatPreference: "mm/dd/yy",
      timeFormatPreference: "24H",
    });
    expect(result).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      designation: undefined,
      city: "London",
      mobileNumber: "0123456789",
      birthday: "1815-12-10",
      workAnniversary: undefined,
      dateFormatPreference: "mm/dd/yy",
      timeFormatPreference: "24H",
    });
  });

  it("defaults the preferences to dd/mm/yy and 12H and refuses unknown ones", () => {
    expect(UpdateProfileSchema.parse(VALID)).toMatchObject({ dateFormatPreference: "dd/mm/yy", timeFormatPreference: "12H" });
    expect(messages({ dateFormatPreference: "yy/mm/dd" })).toHaveProperty("dateFormatPreference");
    expect(messages({ timeFormatPreference: "36H" })).toHaveProperty("timeFormatPreference");
  });
});

describe("change password", () => {
  it("uses the reset message of spec §5 for a weak new password", () => {
    const result = ChangePasswordSchema.safeParse({ currentPassword: "x", newPassword: "password" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.",
    ]);
    expect(ChangePasswordSchema.safeParse({ currentPassword: "", newPassword: "Fresh#2027" }).error?.issues[0].message).toBe(
      "Please fill in Current Password",
    );
  });

  it("keeps both passwords exactly as typed, like sign-up, reset and login", () => {
    expect(ChangePasswordSchema.parse({ currentPassword: "Demo#2026 ", newPassword: "Fresh#2027 " })).toEqual({
      currentPassword: "Demo#2026 ",
      newPassword: "Fresh#2027 ",
    });
  });
});

describe("signed upload request", () => {
  it("accepts png, jpeg, webp and gif up to 2 MiB only", () => {
    for (const contentType of ["image/png", "image/jpeg", "image/webp", "image/gif"]) {
      expect(SignedUrlSchema.safeParse({ fileName: "a", contentType, size: 2 * 1024 * 1024 }).success).toBe(true);
    }
    expect(SignedUrlSchema.safeParse({ fileName: "a", contentType: "image/svg+xml", size: 1 }).success).toBe(false);
    expect(SignedUrlSchema.safeParse({ fileName: "a", contentType: "image/png", size: 2 * 1024 * 1024 + 1 }).success).toBe(false);
  });
});
