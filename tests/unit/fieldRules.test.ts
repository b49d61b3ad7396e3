import { describe, expect, it } from "vitest";
import { isSubdomain } from "~/lib/subdomains";
import { LoginSchema } from "~/schemas/auth";
import { domainName, token } from "~/schemas/fields";
import { SetNewPasswordSchema } from "~/schemas/password";
import { ChangePasswordSchema } from "~/schemas/profile";
import { CreateAccountSchema } from "~/schemas/signup";
import { SwitchTenantSchema } from "~/schemas/tenantSwitch";

const TOKEN = "t".repeat(43);

describe("one password rule (issue 6 §4)", () => {
  it("keeps the password as typed in sign-up, reset, change and login", () => {
    const typed = "Fresh#2027 ";
    expect(CreateAccountSchema.parse({ firstName: "Grace", lastName: "Hopper", organizationName: "Navy", password: typed }).password).toBe(typed);
    expect(SetNewPasswordSchema.parse({ token: TOKEN, password: typed }).password).toBe(typed);
    expect(ChangePasswordSchema.parse({ currentPassword: typed, newPassword: typed }).newPassword).toBe(typed);
    expect(LoginSchema.parse({ username: "ada@acme.test", password: typed, domainName: "acme" }).password).toBe(typed);
  });
});

describe("one token rule", () => {
  it("takes 16 to 128 characters, with the form's message for every failure when it has one", () => {
    expect(token().safeParse(TOKEN).success).toBe(true);
    expect(token().safeParse("short").success).toBe(false);
    expect(token("Dead link").safeParse("x".repeat(129)).error?.issues[0].message).toBe("Dead link");
    expect(token("Dead link").safeParse(undefined).error?.issues[0].message).toBe("Dead link");
  });
});

describe("one sub-domain rule", () => {
  it("is 2 to 24 letters and digits, compared in lower case", () => {
    expect(isSubdomain("acme2")).toBe(true);
    for (const value of ["a", "a".repeat(25), "ac-me", "acme.evil", ""]) expect(isSubdomain(value)).toBe(false);
    expect(domainName().parse("Acme")).toBe("acme");
  });

  it("answers the tenant switch with its own message", () => {
    expect(SwitchTenantSchema.safeParse({ subdomain: "glo.bex" }).error?.issues[0].message).toBe("Please choose an organisation");
    expect(SwitchTenantSchema.parse({ subdomain: "Globex" })).toEqual({ subdomain: "globex" });
  });
});
