import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADA, get, origin, seed, signIn } from "./helpers";
import { agentFor, call } from "./work/world";

beforeAll(seed);

/**
 * A project page's menus and form panels are in its HTML only once opened (issue 23 §2, decision
 * 0070): closed, each is a link to `?open=<name>`; a form whose post was refused shows open again.
 */
describe("a project page's panels, rendered on demand", () => {
  let session: { cookie: string; csrf: string };
  let page: string;
  let teamId: string;
  beforeAll(async () => {
    session = await signIn();
    const ada = await agentFor(ADA);
    teamId = (await call(ada, "POST", "team/create", { name: "On demand" })).body.data.teamId as string;
    const project = await call(ada, "POST", "project/createPublicProject", { teamId, name: "Panels" });
    page = `/projects/${teamId}/${project.body.data.projectId as string}`;
  });

  const html = async (path: string) => {
    const response = await get(`${origin("acme")}${path}`, { cookie: session.cookie });
    expect(response.status).toBe(200);
    return response.text();
  };

  const post = (path: string, fields: Record<string, string>) =>
    SELF.fetch(`${origin("acme")}${path}`, {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
      redirect: "manual",
    });

  /** What each closed panel would put in the page, by the name of its trigger's `?open=`. */
  const PANELS = {
    "new-project": 'id="new-project"',
    "new-folder": 'id="new-folder"',
    "import-project": "Import a CSV",
    "project-settings": 'id="rename-project"',
    // The List's one Export is the header's, of the rows its filters show (issue 43 §3).
    "export-list": 'aria-label="Export the list"',
  };

  it("holds only the triggers, each a link to ?open=<name>; that address renders the one panel open", async () => {
    const closed = await html(page);
    for (const [name, content] of Object.entries(PANELS)) {
      expect(closed).not.toContain(content);
      expect(closed).toContain(`href="${page}?open=${name}"`);
    }
    expect(closed).not.toMatch(/aria-label="Name of group /);
    expect(closed).toMatch(/aria-label="Actions of group Task group 1"/);

    for (const [name, content] of Object.entries(PANELS)) {
      const open = await html(`${page}?open=${name}`);
      expect(open).toContain(content);
      for (const [other, otherContent] of Object.entries(PANELS)) if (other !== name) expect(open).not.toContain(otherContent);
    }
  });

  it("shows the project settings open with the refusal after a failed rename, whatever the address", async () => {
    const projectId = page.split("/").at(-1)!;
    const refused = await post(page, { intent: "rename", projectId, name: "", description: "" });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain('id="rename-project"');
    expect(body).toContain('aria-invalid="true"');
  });

  it("shows the new project form open with the refusal after a failed post from the projects panel", async () => {
    const refused = await post("/projects", { intent: "newProject", name: "", teamId, visibility: "PUBLIC", folderId: "" });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain('id="new-project"');
    expect(body).not.toContain('id="new-folder"');
  });
});
