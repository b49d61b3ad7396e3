import { describe, expect, it } from "vitest";
import type { ProjectRow } from "~/server/workspace/aggregates/projects/store";
import { grantedRole, peopleWhoSee, projectsSeenBy } from "~/server/workspace/visibility";
import { buildWorld, inAcme } from "./work/world";

/**
 * visibility.ts says each way into a project three times: the role it grants one person, the
 * projects a person enters by it, the people who enter one project by it. A property test: in many
 * random arrangements of owners, project members, team members and visibilities, the three forms
 * agree for every person and project (the tenant's admins, who see everything, aside).
 */
await buildWorld();

/** A small seeded generator (mulberry32), so a failing arrangement can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { chance: (p: number) => next() < p, pick: <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const WORK_ROLES = ["OWNER", "ADMIN", "MEMBER", "GUEST"] as const;

/** Plants one random arrangement and answers, for each (project, person), what each form says. */
function arrangement(sql: SqlStorage, seed: number) {
  const { chance, pick } = random(seed);
  const people = Array.from({ length: 6 }, (_, index) => `vis-${seed}-u${index}`);
  const teams = Array.from({ length: 2 }, (_, index) => `vis-${seed}-t${index}`);
  for (const team of teams) {
    sql.exec(
      "INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES (?, ?, ?, 's', ?, 0, 0)",
      team, team, people[0], people[0],
    );
    for (const person of people) if (chance(0.4)) sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, 0)", team, person, pick(WORK_ROLES));
  }
  const projects = Array.from({ length: 5 }, (_, index) => {
    const id = `vis-${seed}-p${index}`;
    sql.exec(
      "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'a0', 0, 0)",
      id, pick(teams), id, chance(0.5) ? "PUBLIC" : "PRIVATE", pick(people),
    );
    for (const person of people) if (chance(0.25)) sql.exec("INSERT INTO project_members (project_id, user_id, role, added_at) VALUES (?, ?, ?, 0)", id, person, pick(WORK_ROLES));
    return sql.exec<ProjectRow>("SELECT * FROM projects WHERE id = ?", id).one();
  });

  const answers: Array<{ seed: number; project: string; person: string; granted: boolean; listed: boolean; among: boolean }> = [];
  for (const person of people) {
    const seen = projectsSeenBy({ userId: person, role: "MEMBER" }, "p");
    const listed = new Set(
      sql.exec<{ id: string }>(`SELECT p.id FROM projects p WHERE p.id LIKE ? AND ${seen.where}`, `vis-${seed}-%`, ...seen.params).toArray().map((row) => row.id),
    );
    for (const project of projects) {
      const who = peopleWhoSee(project);
      const among = sql.exec(`SELECT 1 WHERE ? IN (${who.ids})`, person, ...who.params).toArray().length > 0;
      answers.push({ seed, project: project.id, person, granted: grantedRole(sql, project, person) !== null, listed: listed.has(project.id), among });
    }
  }
  return answers;
}

describe("the three forms of each way into a project", () => {
  it("agree for every person and project in 60 random arrangements", async () => {
    const answers = await inAcme((sql) => Array.from({ length: 60 }, (_, seed) => arrangement(sql, seed + 1)).flat());
    const disagreements = answers.filter((answer) => answer.granted !== answer.listed || answer.granted !== answer.among);
    expect(disagreements).toEqual([]);
    // The arrangements are varied enough to mean something: people both enter and stay out.
    expect(answers.filter((answer) => answer.granted).length).toBeGreaterThan(answers.length / 10);
    expect(answers.filter((answer) => !answer.granted).length).toBeGreaterThan(answers.length / 10);
  });
});
