import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { migrate, WORKSPACE_MIGRATIONS } from "~/server/workspace/migrations";
import * as TRIGGERS from "~/server/workspace/migrations/triggers";
import { tenantStub } from "./helpers";

/** Runs `work` in a tenant database of its own, which its Durable Object's constructor has brought up to date. */
const inNewTenant = <T>(work: (storage: DurableObjectStorage) => T) =>
  runInDurableObject(tenantStub(`migrations-${crypto.randomUUID()}`), (_instance, state) => work(state.storage));

/** The same, emptied first: a database no step has run on. */
const inEmptyTenant = <T>(work: (storage: DurableObjectStorage) => T) =>
  inNewTenant(async (storage) => {
    await storage.deleteAll();
    return work(storage);
  });

const rows = (sql: SqlStorage, query: string) => sql.exec(query).toArray();

/** White space folded line by line, so only a change of what a statement says shows. */
const fold = (text: string) =>
  text.split("\n").map((line) => line.trim().replace(/\s+/g, " ")).filter(Boolean).join("\n");

/** Every table, index and trigger of the database as SQLite records it. */
const schemaOf = (sql: SqlStorage) =>
  sql
    .exec<{ type: string; name: string; tbl_name: string; sql: string | null }>("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
    .toArray()
    .map(({ type, name, tbl_name: table, sql: definition }) =>
      `-- ${type} ${name}${table === name ? "" : ` on ${table}`}\n${fold(definition ?? "")}\n`)
    .join("\n");

const triggersOf = (sql: SqlStorage) => rows(sql, "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name");

const versionsOf = (sql: SqlStorage) => rows(sql, "SELECT version FROM schema_migrations ORDER BY version").map((row) => row.version);

const ALL_VERSIONS = WORKSPACE_MIGRATIONS.map((_, index) => index + 1);

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("the workspace schema", () => {
  it("of a new tenant is the one in the snapshot", async () => {
    const schema = await inNewTenant(({ sql }) => schemaOf(sql));
    await expect(schema).toMatchFileSnapshot("./__snapshots__/workspace-schema.snap");
  });

  it("has every trigger as triggers.ts defines it, and no other", async () => {
    await inNewTenant(({ sql }) => {
      const live = triggersOf(sql);
      expect(live.length).toBeGreaterThan(0);
      for (const { name } of live) sql.exec(`DROP TRIGGER ${name}`);
      for (const definition of Object.values(TRIGGERS)) sql.exec(definition);
      expect(triggersOf(sql)).toEqual(live);
    });
  });

  // Existing databases have run the released steps: a changed step would leave them behind new ones.
  it("keeps every released step as it was released", async () => {
    const digests = await Promise.all(WORKSPACE_MIGRATIONS.map(sha256));
    const listing = digests.map((digest, index) => `${index + 1} ${digest}\n`).join("");
    await expect(listing).toMatchFileSnapshot("./__snapshots__/workspace-migrations.released.txt");
  });
});

/**
 * Work as an older release left it: an assigned task that is done, another in its project, one in a
 * second project; a link recorded under the wrong project and one crossing projects (a move made
 * before step 17 left both).
 */
const OLD_WORK = `
  INSERT INTO members (user_id, email, first_name, last_name, role, role_name, updated_at)
    VALUES ('ada', 'ada@example.com', 'Ada', 'Lovelace', 'ADMIN', 'Admin', 0);
  INSERT INTO teams (id, name, owner_id, created_by, created_at, updated_at) VALUES ('team', 'Team', 'ada', 'ada', 0, 0);
  INSERT INTO statuses (id, team_id, name, category, colour, position, created_at)
    VALUES ('todo', 'team', 'To do', 'TODO', '#888888', 'a0', 0), ('done', 'team', 'Done', 'DONE', '#008800', 'a1', 0);
  INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at)
    VALUES ('p1', 'team', 'One', 'PUBLIC', 'ada', 'a0', 0, 0), ('p2', 'team', 'Two', 'PUBLIC', 'ada', 'a1', 0, 0);
  INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES ('g1', 'p1', 'G1', 'a0', 0), ('g2', 'p2', 'G2', 'a0', 0);
  INSERT INTO tasks (id, project_id, group_id, name, status_id, due_date, position, created_by, created_at, updated_at) VALUES
    ('a', 'p1', 'g1', 'A', 'done', '2026-12-01', 'a0', 'ada', 0, 0),
    ('b', 'p1', 'g1', 'B', 'todo', NULL, 'a1', 'ada', 0, 0),
    ('c', 'p2', 'g2', 'C', 'todo', NULL, 'a0', 'ada', 0, 0);
  INSERT INTO task_assignees (task_id, user_id) VALUES ('a', 'ada');
  INSERT INTO dependencies (id, project_id, predecessor_id, successor_id, type, created_by, created_at)
    VALUES ('a-b', 'p2', 'a', 'b', 'FS', 'ada', 0), ('a-c', 'p1', 'a', 'c', 'FS', 'ada', 0);`;

describe("a tenant database made by an older release", () => {
  it.each([12, 16])("upgrades from version %i to the new tenant's schema, keeping its data", async (version) => {
    const newSchema = await inNewTenant(({ sql }) => schemaOf(sql));
    await inEmptyTenant((storage) => {
      const { sql } = storage;
      migrate(storage, version);
      expect(versionsOf(sql)).toEqual(ALL_VERSIONS.slice(0, version));
      sql.exec(OLD_WORK);

      migrate(storage);
      expect(versionsOf(sql)).toEqual(ALL_VERSIONS);
      expect(schemaOf(sql)).toBe(newSchema);
      expect(rows(sql, "SELECT id, project_id FROM dependencies")).toEqual([{ id: "a-b", project_id: "p1" }]);
      expect(rows(sql, "SELECT task_id, project_id, status_id, due_key, open, board_key FROM task_assignees")).toEqual([
        { task_id: "a", project_id: "p1", status_id: "done", due_key: "2026-12-01", open: 0, board_key: "a0" },
      ]);
      expect(rows(sql, "SELECT id, board_position FROM tasks ORDER BY id").map((task) => task.board_position)).toEqual(["a0", "a1", "a0"]);
      expect(rows(sql, "SELECT project_id, status_id, count FROM board_status_counts ORDER BY project_id, status_id")).toEqual([
        { project_id: "p1", status_id: "done", count: 1 },
        { project_id: "p1", status_id: "todo", count: 1 },
        { project_id: "p2", status_id: "todo", count: 1 },
      ]);
      expect(rows(sql, "SELECT kind || ':' || item_id AS item FROM search_dirty ORDER BY 1").map((row) => row.item)).toEqual([
        "group:g1", "group:g2", "member:ada", "project:p1", "project:p2", "task:a", "task:b", "task:c", "team:team",
      ]);
      const progress = () => rows(sql, "SELECT project_id, total, done FROM project_progress ORDER BY project_id");
      expect(progress()).toEqual([{ project_id: "p1", total: 2, done: 1 }, { project_id: "p2", total: 1, done: 0 }]);

      sql.exec("UPDATE tasks SET hidden_in = 'archive' WHERE id = 'a'");
      expect(rows(sql, "SELECT open, board_key FROM task_assignees")).toEqual([{ open: 2, board_key: null }]);
      sql.exec("UPDATE tasks SET project_id = 'p1' WHERE id = 'c'");
      expect(rows(sql, "SELECT task_id FROM moved_tasks")).toEqual([{ task_id: "c" }]);
      expect(progress()).toEqual([{ project_id: "p1", total: 2, done: 0 }, { project_id: "p2", total: 0, done: 0 }]);
      sql.exec("UPDATE statuses SET category = 'CLOSED' WHERE id = 'todo'");
      expect(progress()[0]).toEqual({ project_id: "p1", total: 2, done: 2 });
      sql.exec("UPDATE tasks SET hidden_in = NULL WHERE id = 'a'");
      sql.exec("DELETE FROM tasks WHERE id = 'b'");
      expect(progress()[0]).toEqual({ project_id: "p1", total: 2, done: 2 });
      sql.exec("UPDATE statuses SET category = 'TODO' WHERE id = 'todo'");
      expect(progress()[0]).toEqual({ project_id: "p1", total: 2, done: 1 });
      sql.exec("DELETE FROM projects WHERE id = 'p1'");
      expect(progress()).toEqual([{ project_id: "p2", total: 0, done: 0 }]);
    });
  });
});
