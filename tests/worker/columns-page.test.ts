import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADA, origin, signIn } from "./helpers";
import { buildWorld, inAcme, type World } from "./work/world";

/** The column manager without JavaScript: plain form posts, a redirect with a toast, the confirmation step of a type change. */
let world: World;
let session: { cookie: string; csrf: string };
beforeAll(async () => {
  world = await buildWorld();
  const { cookie, csrf } = await signIn("acme", ADA);
  session = { cookie, csrf };
});

const pagePath = () => `/projects/${world.teamId}/${world.publicProject.id}/columns`;
const page = () => SELF.fetch(`${origin("acme")}${pagePath()}`, { headers: { cookie: session.cookie }, redirect: "manual" });
const post = (fields: Record<string, string>) =>
  SELF.fetch(`${origin("acme")}${pagePath()}`, {
    method: "POST",
    headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
    body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    redirect: "manual",
  });

const columnNamed = (name: string) =>
  inAcme((sql) => sql.exec<{ id: string; type: string }>("SELECT id, type FROM columns WHERE project_id = ? AND name = ?", world.publicProject.id, name).toArray()[0]);

describe("the column manager page", () => {
  it("adds a column, then changes its type after the confirmation that counts the values", async () => {
    const added = await post({ intent: "createColumn", name: "Estimate", type: "TEXT" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(pagePath());
    const column = await columnNamed("Estimate");
    expect(column.type).toBe("TEXT");
    await inAcme((sql) =>
      sql.exec("INSERT INTO task_values (task_id, column_id, value_json) VALUES (?, ?, ?)", world.publicProject.taskId, column.id, JSON.stringify("3")),
    );
    const html = await (await page()).text();
    expect(html).toContain("Estimate");
    expect(html).toContain("To Do, In Progress, Done, Closed");

    const asked = await post({ intent: "changeType", columnId: column.id, type: "NUMBER" });
    expect(asked.status).toBe(409);
    expect(await asked.text()).toContain("1 value will be converted. Confirm to change the column.");
    expect((await columnNamed("Estimate")).type).toBe("TEXT");

    const confirmed = await post({ intent: "changeType", columnId: column.id, type: "NUMBER", confirm: "true" });
    expect(confirmed.status).toBe(302);
    expect((await columnNamed("Estimate")).type).toBe("NUMBER");
  });

  it("answers a refused name next to the form", async () => {
    const refused = await post({ intent: "createColumn", name: " Lead", type: "TEXT" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Leading Spaces not allowed");
  });
});
