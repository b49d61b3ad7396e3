import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import type { Role } from "~/lib/permissions";
import { UPLOAD_URL_TTL_MS } from "~/server/uploads/signedUrl";
import { BOB, get, json, login, origin, postJson, seed, sessionOf, signIn } from "./helpers";
import { createUser, PROFILE_DETAILS as PROFILE } from "./profileHelpers";

beforeAll(seed);

const ACME = origin("acme");
const call = (path: string, body: unknown, token: string, host = ACME) =>
  postJson(`${host}/api/v2/user/${path}`, body, { accesstoken: token });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function signedInUser(memberships: Array<{ subdomain: string; role: Role }> = [{ subdomain: "acme", role: "MEMBER" }]) {
  const user = await createUser(memberships);
  const { token, cookie } = await signIn(memberships[0].subdomain, user.email);
  return { ...user, token, cookie };
}

async function signedUrl(token: string, body: Record<string, unknown> = {}) {
  const response = await call("createSignedUrl", { fileName: "me.png", contentType: "image/png", size: PNG.byteLength, ...body }, token);
  const envelope = await json(response);
  return { response, envelope, data: envelope.data as { signedUrl: string; key: string; expiresAt: number } };
}

const put = (url: string, bytes: Uint8Array<ArrayBuffer>, contentType = "image/png") =>
  SELF.fetch(url, { method: "PUT", headers: { "content-type": contentType }, body: bytes });

describe("getUserProfile", () => {
  it("answers one's own profile with the default preferences and role name", async () => {
    const user = await signedInUser();
    const response = await call("getUserProfile", { userId: user.id }, user.token);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({
      userId: user.id,
      username: user.email,
      firstName: "Tess",
      lastName: "Tester",
      designation: null,
      mobileNumber: null,
      city: null,
      birthday: null,
      workAnniversary: null,
      image: null,
      dateFormatPreference: "dd/mm/yy",
      timeFormatPreference: "12H",
      roleName: "Member",
    });
  });

  it("answers a member of the same organisation, and 404 for anyone else", async () => {
    const user = await signedInUser();
    const { results } = await env.DIRECTORY.prepare("SELECT id, email FROM users WHERE email IN (?, ?)")
      .bind(BOB, "gus@globex.test")
      .all<{ id: string; email: string }>();
    const bobId = results.find((row) => row.email === BOB)?.id;
    const gusId = results.find((row) => row.email !== BOB)?.id;
    const bobs = await call("getUserProfile", { userId: bobId }, user.token);
    expect(bobs.status).toBe(200);
    expect((await json(bobs)).data).toMatchObject({ firstName: "Bob", roleName: "Member" });
    const gus = await call("getUserProfile", { userId: gusId }, user.token);
    expect(gus.status).toBe(404);
  });

  it("refuses a visitor who is not signed in", async () => {
    expect((await postJson(`${ACME}/api/v2/user/getUserProfile`, { userId: "x" })).status).toBe(401);
  });
});

describe("updateUserProfile", () => {
  it("answers 400 with the spec's message of each field and changes nothing", async () => {
    const user = await signedInUser();
    const response = await call(
      "updateUserProfile",
      { ...PROFILE, firstName: " Grace", lastName: "H", designation: "Chief 1", city: "x".repeat(51), mobileNumber: "12345" },
      user.token,
    );
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      firstName: ["Leading Spaces not allowed"],
      lastName: ["Last Name should be at least 2 characters"],
      designation: ["Please enter valid designation"],
      city: ["City should not exceed 50 characters"],
      mobileNumber: ["Mobile Number should be exactly 10 characters"],
    });
    const profile = await call("getUserProfile", { userId: user.id }, user.token);
    expect((await json(profile)).data).toMatchObject({ firstName: "Tess", designation: null });
  });

  it("stores the profile and shows the new name in the session of every organisation", async () => {
    const user = await signedInUser([
      { subdomain: "acme", role: "MEMBER" },
      { subdomain: "globex", role: "GUEST" },
    ]);
    const globex = await signIn("globex", user.email);
    const response = await call("updateUserProfile", PROFILE, user.token);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.events).toEqual([{ type: "name_change" }]);
    expect(data.profile).toMatchObject({ ...PROFILE, username: user.email, roleName: "Member" });

    const acmeSession = await json(await sessionOf("acme", { accesstoken: user.token }));
    expect(acmeSession.data.userDetails).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    const globexSession = await json(await sessionOf("globex", { accesstoken: globex.token }));
    expect(globexSession.data.userDetails).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("emits no name_change event when only preferences change", async () => {
    const user = await signedInUser();
    const response = await call(
      "updateUserProfile",
      { firstName: "Tess", lastName: "Tester", dateFormatPreference: "mm/dd/yy", timeFormatPreference: "24H" },
      user.token,
    );
    expect((await json(response)).data.events).toEqual([]);
  });
});

describe("changePassword", () => {
  it("refuses a wrong current password and a weak new one", async () => {
    const user = await signedInUser();
    const wrong = await call("changePassword", { currentPassword: "Wrong#2026", newPassword: "Fresh#2027" }, user.token);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.message).toBe("Current password is incorrect");
    const weak = await call("changePassword", { currentPassword: DEMO_PASSWORD, newPassword: "weakling" }, user.token);
    expect(weak.status).toBe(400);
    expect((await json(weak)).error.fields?.newPassword).toEqual([
      "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.",
    ]);
  });

  it("ends the user's other sessions in every organisation and keeps the current one", async () => {
    const user = await signedInUser([
      { subdomain: "acme", role: "MEMBER" },
      { subdomain: "globex", role: "MEMBER" },
    ]);
    const otherAcme = await signIn("acme", user.email);
    const globex = await signIn("globex", user.email);
    const response = await call("changePassword", { currentPassword: DEMO_PASSWORD, newPassword: "Fresh#2027" }, user.token);
    expect(response.status).toBe(200);

    expect((await sessionOf("acme", { accesstoken: user.token })).status).toBe(200);
    expect((await sessionOf("acme", { accesstoken: otherAcme.token })).status).toBe(401);
    expect((await sessionOf("globex", { accesstoken: globex.token })).status).toBe(401);
    expect((await login(user.email, "acme", DEMO_PASSWORD)).status).toBe(401);
    expect((await login(user.email, "acme", "Fresh#2027")).status).toBe(200);
  });

  it("keeps a new password as typed: one ending in a space logs in with exactly that", async () => {
    const user = await signedInUser();
    const response = await call("changePassword", { currentPassword: DEMO_PASSWORD, newPassword: "Fresh#2027 " }, user.token);
    expect(response.status).toBe(200);
    expect((await login(user.email, "acme", "Fresh#2027 ")).status).toBe(200);
    expect((await login(user.email, "acme", "Fresh#2027")).status).toBe(401);
  });
});

describe("profile pictures", () => {
  it("signs an upload only for an accepted type and size", async () => {
    const user = await signedInUser();
    const svg = await signedUrl(user.token, { fileName: "x.svg", contentType: "image/svg+xml" });
    expect(svg.response.status).toBe(400);
    expect(svg.envelope.error.fields).toEqual({ contentType: ["Please choose a PNG, JPEG, WebP or GIF image"] });
    const big = await call("createSignedUrl", { fileName: "x.png", contentType: "image/png", size: 2 * 1024 * 1024 + 1 }, user.token);
    expect((await json(big)).error.fields).toEqual({ size: ["The picture must be at most 2 MB"] });
  });

  it("stores a PUT to the signed URL, serves it with safe headers, and shows it in the session", async () => {
    const user = await signedInUser();
    const { data } = await signedUrl(user.token);
    expect(data.expiresAt).toBeGreaterThan(Date.now());
    expect(data.expiresAt).toBeLessThanOrEqual(Date.now() + UPLOAD_URL_TTL_MS);
    const upload = await put(data.signedUrl, PNG);
    expect(upload.status).toBe(200);

    const changed = await call("changeProfilePicture", { key: data.key }, user.token);
    expect(changed.status).toBe(200);
    expect((await json(changed)).data.events).toEqual([{ type: "profile_picture" }]);
    const session = await json(await sessionOf("acme", { accesstoken: user.token }));
    const image = (session.data.userDetails as { image: string }).image;
    // The address names the picture's file, so a page that showed an earlier picture loads this one.
    expect(image).toBe(`/api/v2/user/picture/${user.id}?v=${data.key.split("/").at(-1)}`);

    const picture = await get(`${ACME}${image}`, { accesstoken: user.token });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    expect(picture.headers.get("content-disposition")).toBe("inline");
    expect(picture.headers.get("content-security-policy")).toContain("sandbox");
    expect(picture.headers.get("cache-control")).toMatch(/^private/);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    expect((await get(`${ACME}${image}`)).status).toBe(401);
    const otherTenant = await signIn("globex", "gus@globex.test");
    expect((await get(`${origin("globex")}${image}`, { accesstoken: otherTenant.token })).status).toBe(404);
  });

  it("refuses tampered, expired, oversized and mistyped uploads", async () => {
    const user = await signedInUser();
    const { data } = await signedUrl(user.token);
    const tampered = new URL(data.signedUrl);
    tampered.searchParams.set("key", `profile-pictures/${user.id}/other.png`);
    expect((await put(tampered.toString(), PNG)).status).toBe(403);
    const bigger = new URL(data.signedUrl);
    bigger.searchParams.set("max", String(2 * 1024 * 1024));
    expect((await put(bigger.toString(), PNG)).status).toBe(403);

    const expired = new URL(data.signedUrl);
    expired.searchParams.set("expires", String(Date.now() - 1));
    expect((await put(expired.toString(), PNG)).status).toBe(403);

    expect((await put(data.signedUrl, new Uint8Array([...PNG, 0]))).status).toBe(413);
    expect((await put(data.signedUrl, PNG, "image/gif")).status).toBe(415);
    const html = new TextEncoder().encode("<html><script>1</scr");
    const { data: htmlGrant } = await signedUrl(user.token, { size: html.byteLength });
    expect((await put(htmlGrant.signedUrl, html)).status).toBe(415);

    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(PNG);
    expect((await put(data.signedUrl, huge)).status).toBe(413);
    expect(await env.FILES.head(data.key)).toBeNull();
  });

  it("refuses a picture key of another user", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const { data } = await signedUrl(other.token);
    expect((await put(data.signedUrl, PNG)).status).toBe(200);
    expect((await call("changeProfilePicture", { key: data.key }, user.token)).status).toBe(404);
  });
});
