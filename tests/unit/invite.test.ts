import { describe, expect, it } from "vitest";
import { SIGNUP_PASSWORD_MESSAGE } from "~/schemas/password";
import { AcceptInviteSchema, INVITE_DEAD_MESSAGE, InvitedUserSignupSchema, ROLE_REQUIRED_MESSAGE, TeamInviteSchema } from "~/schemas/invite";

const TOKEN = "t".repeat(43);

const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const signup = {
  firstName: "Nina",
  lastName: "Newton",
  password: "Invited#2026",
  invitedBy: "Ada Lovelace",
  username: "nina@newco.test",
  inviteToken: TOKEN,
};

describe("TeamInviteSchema", () => {
  it("answers the e-mail and role messages", () => {
    expect(fieldMessages(TeamInviteSchema.safeParse({ email: "", roleId: undefined }))).toEqual({
      email: "Please fill in Email",
      roleId: ROLE_REQUIRED_MESSAGE,
    });
    expect(fieldMessages(TeamInviteSchema.safeParse({ email: "x@y", roleId: 0 }))).toEqual({
      email: "Please enter valid email id",
      roleId: ROLE_REQUIRED_MESSAGE,
    });
  });

  it("trims and lower-cases the e-mail", () => {
    expect(TeamInviteSchema.parse({ email: "Nina@NewCo.test ", roleId: 3 })).toEqual({ email: "nina@newco.test", roleId: 3 });
  });
});

describe("AcceptInviteSchema", () => {
  it("answers the dead-invite message for a malformed token", () => {
    expect(INVITE_DEAD_MESSAGE).toBe("Your invite link is no longer active.");
    expect(fieldMessages(AcceptInviteSchema.safeParse({ token: "short" }))).toEqual({ token: INVITE_DEAD_MESSAGE });
  });
});

describe("InvitedUserSignupSchema", () => {
  it("accepts a complete sign-up", () => {
    expect(InvitedUserSignupSchema.parse({ ...signup, firstName: "Nina " })).toEqual(signup);
  });

  it.each([
    ["firstName", "", "Please fill in First Name"],
    ["firstName", "N", "First Name should be at least 2 characters"],
    ["lastName", "Newton2", "Please enter valid last name"],
    ["lastName", "x".repeat(51), "Last Name should not exceed 50 characters"],
    ["password", "weakpass", SIGNUP_PASSWORD_MESSAGE],
    ["username", " nina@newco.test", "Leading Spaces not allowed"],
  ])("%s %j → %s", (field, value, message) => {
    expect(fieldMessages(InvitedUserSignupSchema.safeParse({ ...signup, [field]: value }))).toEqual({ [field]: message });
  });
});
