import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { failureReply } from "~/lib/api-result";
import { hostCookie } from "~/lib/cookies.server";
import { redirectWithToast, takeToast } from "~/lib/toast.server";

const Schema = z.object({ email: z.string(), password: z.string() });

function submission() {
  const form = new FormData();
  form.set("email", "ada@acme.test");
  form.set("password", "Secret#2026");
  return parseWithZod(form, { schema: Schema });
}

const failure = (fields?: Record<string, string[]>) => ({ ok: false as const, status: 400, message: "Refused", fields });

describe("failureReply (decision 0016)", () => {
  it("keeps the API's field messages, under the form's names", () => {
    const reply = failureReply(submission(), failure({ username: ["Please enter valid email id"] }), { renames: { username: "email" } });
    expect(reply.error).toEqual({ email: ["Please enter valid email id"] });
  });

  it("puts the message on the whole form, or on one field, when the API names none", () => {
    expect(failureReply(submission(), failure()).error).toEqual({ "": ["Refused"] });
    expect(failureReply(submission(), failure(), { messageField: "password" }).error).toEqual({ password: ["Refused"] });
    expect(failureReply(submission(), failure(), { message: "Oops" }).error).toEqual({ "": ["Oops"] });
  });

  it("does not send hidden fields back", () => {
    const reply = failureReply(submission(), failure(), { hideFields: ["password"] });
    expect(reply.initialValue).toEqual({ email: "ada@acme.test" });
  });
});

describe("toasts over a redirect (decision 0016)", () => {
  const page = "https://acme.meridian.app/settings/invites";

  it("ride in a host cookie to the next page, which takes them once", () => {
    const response = redirectWithToast(new Request(page, { method: "POST" }), "/settings/invites", { kind: "success", message: "Invite sent." });
    expect(response.status).toBe(302);
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^__Host-meridian-toast=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const next = new Request(page, { headers: { cookie: setCookie.split(";")[0] } });
    const { toast, headers } = takeToast(next);
    expect(toast).toMatchObject({ kind: "success", message: "Invite sent." });
    expect(new Headers(headers).get("set-cookie")).toMatch(/^__Host-meridian-toast=; Max-Age=0;/);
  });

  it("drop a cookie that is not a toast, and do nothing without one", () => {
    const forged = takeToast(new Request(page, { headers: { cookie: `__Host-meridian-toast=${encodeURIComponent('{"kind":"evil"}')}` } }));
    expect(forged.toast).toBeNull();
    expect(new Headers(forged.headers).get("set-cookie")).toMatch(/Max-Age=0/);
    expect(takeToast(new Request(page))).toEqual({ toast: null, headers: {} });
  });
});

describe("host cookies (decision 0005)", () => {
  const cookie = hostCookie("meridian-test", { httpOnly: true, maxAge: 60 });

  it("take the __Host- prefix and Secure over https only", () => {
    expect(cookie.serialize(new Request("https://acme.meridian.app/"), "v")).toBe("__Host-meridian-test=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(cookie.serialize(new Request("http://acme.localhost:8787/"), "v")).toBe("meridian-test=v; Max-Age=60; Path=/; HttpOnly; SameSite=Lax");
  });

  it("read only their own name", () => {
    const request = new Request("https://acme.meridian.app/", { headers: { cookie: "meridian-test=plain; __Host-meridian-test=prefixed" } });
    expect(cookie.read(request)).toBe("prefixed");
  });
});
