import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { RATING_MESSAGE } from "~/schemas/feedback";
import { BOB, get, json, origin, postJson, seed, signIn } from "./helpers";
import { callAs, createOrganisation } from "./subscriptionHelpers";

beforeAll(seed);

describe("feedback", () => {
  it("is stored with the organisation, the sender and the app version; super admins read it back, newest first", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const asMember = callAs(tenant.subdomain, member.token);
    expect(await asMember.post("feedback/createFeedback", { suggestion: "More colours please", responseRating: 4 })).toMatchObject({
      status: 200,
    });
    await asMember.post("feedback/createFeedback", { suggestion: "Dark mode", responseRating: 5 });
    const { data } = await callAs(tenant.subdomain, admin.token).get("feedback/list");
    expect(data).toMatchObject([
      { suggestion: "Dark mode", responseRating: 5 },
      { suggestion: "More colours please", responseRating: 4, userName: "Tess Tester", username: member.email, appVersion: "2.0.0" },
    ]);
  });

  it("refuses a rating outside 1–5 and an empty suggestion with the fields' messages; members cannot read it; other organisations see none", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const other = await createOrganisation();
    const asMember = callAs(tenant.subdomain, member.token);
    const refused = await asMember.post("feedback/createFeedback", { suggestion: "", responseRating: 6 });
    expect(refused).toMatchObject({ status: 400, error: { fields: { suggestion: ["Please fill in Suggestion"], responseRating: [RATING_MESSAGE] } } });
    expect(await asMember.get("feedback/list")).toMatchObject({ status: 403, error: { message: PERMISSION_DENIED } });
    await callAs(tenant.subdomain, admin.token).post("feedback/createFeedback", { suggestion: "Only ours", responseRating: 3 });
    expect((await callAs(other.tenant.subdomain, other.admin.token).get("feedback/list")).data).toEqual([]);
  });

  it("needs a session", async () => {
    const response = await postJson(`${origin("acme")}/api/v2/feedback/createFeedback`, { suggestion: "Hello", responseRating: 3 });
    expect(response.status).toBe(401);
  });
});

describe("the FAQ", () => {
  it("is served from the built-in document (no strapiUrl) in the content service's item shape", async () => {
    const response = await get(`${origin("www")}/api/v2/faqs`);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    const items = data.items as Array<Record<string, string>>;
    expect(data.title).toBe("Frequently asked questions");
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(items[0]).sort()).toEqual(
      ["alternativeText", "border_color", "description", "description_color", "imageUrl", "title", "title_color"].sort(),
    );
  });
});

describe("the feedback page", () => {
  it("may be framed by its own origin only (the overlay's iframe); other pages refuse framing", async () => {
    const { cookie } = await signIn("acme", BOB);
    const page = await get(`${origin("acme")}/feedback?returnTo=/my-space`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const mySpace = await get(`${origin("acme")}/my-space`, { cookie });
    expect(mySpace.headers.get("x-frame-options")).toBe("DENY");
    expect(mySpace.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
