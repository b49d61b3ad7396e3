import { describe, expect, it } from "vitest";
import { mailHeader, withMailHeaders } from "~/server/mail/header";

/** Issue 41 §3: no value put into a mail header can end it or add another. */
describe("mailHeader", () => {
  it.each([
    ['Ada Lovelace mentioned you on “Launch\r\nBcc: x@evil.test”', 'Ada Lovelace mentioned you on “Launch Bcc: x@evil.test”'],
    ["A\nB\rC", "A B C"],
    ["A\tB", "A B"],
    ["A\u0000B\u007fC\u0085D\u009fE", "A B C D E"],
    ["A\u2028B\u2029C", "A B C"],
    ["\r\nSubject\r\n", "Subject"],
  ])("%j → %j", (value, expected) => {
    expect(mailHeader(value)).toBe(expected);
  });

  it("leaves an ordinary subject as it is, unicode and spacing included", () => {
    for (const value of ["Welcome to Café — 東京 on Meridian", "Your  export  is ready", "Emoji 👩‍💻 and accents é"]) expect(mailHeader(value)).toBe(value);
  });

  it("makes a message's recipient and subject single lines and leaves its body alone", () => {
    const message = { to: "mia@acme.test\r\n", subject: "On “A\r\nBcc: x@evil.test”", text: "Line one\r\nLine two", kind: "conversation" as const };
    expect(withMailHeaders(message)).toEqual({ to: "mia@acme.test", subject: "On “A Bcc: x@evil.test”", text: "Line one\r\nLine two", kind: "conversation" });
  });
});
