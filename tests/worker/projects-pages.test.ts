import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, origin } from "./helpers";
import { storageCostOf } from "./storageCost";
import { buildWorld, call, inAcme } from "./work/world";
import { dataOf } from "./work/projectWorld";

const world = await buildWorld();
const { people, teamId, privateProject } = world;

/** Ada's projects pages, signed in with her session cookie (the world's agents hold session tokens). */
const page = (path: string, token = people.ada.token) => get(`${origin("acme")}${path}`, { cookie: `meridian-session=${token}` });

describe("the projects pages", () => {
  it("cost one Durable Object call for all their data loaders and no D1 (decision records 15, 35 and 62)", async () => {
    const projectPage = `/projects/${teamId}/${privateProject.id}`;
    const { response, durableObject, d1 } = await storageCostOf(() => page(projectPage));
    expect(response.status).toBe(200);
    expect(durableObject).toEqual(["queries projects.metaData+projects.secondPanel+tasks.list"]);
    expect(d1).toEqual([]);
  });

  it("render the second panel with pinned projects first and the project's header", async () => {
    await call(people.member, "POST", "project/pinProject", { projectId: privateProject.id });
    const html = await (await page(`/projects/${teamId}/${privateProject.id}`, people.member.token)).text();
    expect(html).toContain("Pinned");
    expect(html.indexOf("PRIVATE project")).toBeGreaterThan(-1);
    expect(html).toContain('role="progressbar"');
  });

  it("answers a private project's page to an outsider as not found, and leaves it out of their panel", async () => {
    const panel = await (await page("/projects", people.admin.token)).text();
    expect(panel).not.toContain(privateProject.id);
    const response = await page(`/projects/${teamId}/${privateProject.id}`, people.admin.token);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Project not found");
  });

  it("creates a project from the panel's form without JavaScript and opens it", async () => {
    const session = `meridian-session=${people.member.token}`;
    const csrfPage = await get(`${origin("acme")}/projects`, { cookie: session });
    const csrfCookie = csrfPage.headers.getSetCookie().find((c) => c.includes("meridian-csrf="))!.split(";")[0];
    const csrfToken = decodeURIComponent(csrfCookie.split("=")[1]);
    const form = new URLSearchParams({ intent: "newProject", teamId, name: "From the form", visibility: "PRIVATE", folderId: "", csrf: csrfToken });
    const response = await postForm(`${origin("acme")}/projects`, form, `${session}; ${csrfCookie}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^/projects/${teamId}/[0-9a-f-]{36}$`));
    const projectId = location.split("/").pop()!;
    const created = await inAcme((sql) => sql.exec<{ visibility: string; owner_id: string }>("SELECT visibility, owner_id FROM projects WHERE id = ?", projectId).one());
    expect(created).toEqual({ visibility: "PRIVATE", owner_id: people.member.userId });
    expect(dataOf<{ name: string }>(await call(people.member, "GET", "project/fetchMetaData", { projectId })).name).toBe("From the form");
  });
});

function postForm(url: string, body: URLSearchParams, cookie: string) {
  return SELF.fetch(url, { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") }, redirect: "manual" });
}
