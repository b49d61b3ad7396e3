import { describe, expect, it } from "vitest";
import { auditText, type AuditEntry } from "~/lib/auditLog";
import { DeleteAccountSchema } from "~/schemas/account";
import { SECOND_STEP_FAILURES } from "~/server/directory/attemptLimits";
import { codeKind, normaliseRecoveryCode } from "~/server/directory/totp";

/** The pure parts of issue 38's closed gaps (decision 0093): which code is which, the deletion's form, the audit's words, the limit's arithmetic. */
const PERSON = "1b41bf2e-0000-4000-8000-000000000001";

describe("a second step's code", () => {
  it("is the app's when it is six digits, spaced or not, else a recovery code", () => {
    expect(["123456", "123 456", " 123456 "].map(codeKind)).toEqual(["totp", "totp", "totp"]);
    expect(["abcde-fghjk", "ABCDEFGHJK", "12345-67890", "1234567"].map(codeKind)).toEqual(["recovery", "recovery", "recovery", "recovery"]);
  });

  it("as a recovery code is compared without case, spaces or the dash", () => {
    expect(normaliseRecoveryCode(" ABCDE-fghjk ")).toBe("abcdefghjk");
  });

  it("cannot be guessed within the limits: a day of the most attempts the lock lets through finds an app code with a chance under 1 %, a recovery code practically never", () => {
    const attemptsPerDay = SECOND_STEP_FAILURES.max * Math.ceil((24 * 60 * 60 * 1000) / SECOND_STEP_FAILURES.lockMs);
    // The app accepts the codes of three 30-second steps at a time, out of a million; a recovery code is one of ten among 31^10.
    expect(attemptsPerDay * (3 / 1_000_000)).toBeLessThan(1e-2);
    expect(attemptsPerDay * (10 / 31 ** 10)).toBeLessThan(1e-10);
    expect(SECOND_STEP_FAILURES).toMatchObject({ max: 5, lockMs: 5 * 60 * 1000 });
  });
});

describe("deleting one's account", () => {
  it("takes the password alone, or with an app code or a recovery code", () => {
    expect(DeleteAccountSchema.parse({ password: "Secret#2026" })).toEqual({ password: "Secret#2026" });
    expect(DeleteAccountSchema.parse({ password: "Secret#2026", code: " 123456 " }).code).toBe("123456");
    expect(DeleteAccountSchema.parse({ password: "Secret#2026", code: "abcde-fghjk" }).code).toBe("abcde-fghjk");
  });

  it("refuses a code of another shape", () => {
    expect(DeleteAccountSchema.safeParse({ password: "Secret#2026", code: "12" }).success).toBe(false);
    expect(DeleteAccountSchema.safeParse({ password: "Secret#2026", code: "" }).success).toBe(false);
  });
});

describe("a trust action in the audit log", () => {
  const entry = (verb: string, detail: AuditEntry["detail"]): AuditEntry => ({
    activityId: 1, verb, itemType: "member", itemId: PERSON, parentId: null, projectId: null, projectName: null, actor: null, detail,
    names: { [PERSON]: { name: "Tess Tester", kind: "member", href: null } }, createdAt: 0,
  });

  it("says the passkey's names as they were typed", () => {
    expect(auditText(entry("passkey_renamed", { passkey: "Work Laptop", previousName: "YubiKey 5C" }))).toBe(
      "passkey renamed member Tess Tester (passkey: Work Laptop; previous name: YubiKey 5C)",
    );
  });

  it("says what a recovery code was used for", () => {
    expect(auditText(entry("recovery_code_used", { usedFor: "signing in" }))).toBe("recovery code used member Tess Tester (used for: signing in)");
  });
});
