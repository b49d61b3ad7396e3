import { inAcme, plantTeam, type World } from "../work/world";
import type { MatrixRow, Target } from "./row";

/**
 * Where the cells of a row act. Reads share the world's team and projects;
 * calls that change anything get a freshly planted team (plantTeam), so no
 * cell sees another's change.
 */
export type Planted = Awaited<ReturnType<typeof plantTeam>>;
export type PlantedProject = Planted["publicProject"];
export type Visibility = "public" | "private";

type Input = Record<string, unknown>;
type Arrange = MatrixRow["arrange"];

const projectOf = (team: Planted, visibility: Visibility) => (visibility === "public" ? team.publicProject : team.privateProject);

/** A read on the world's own team. */
export const onWorldTeam =
  (input: (world: World) => Input): Arrange =>
  async (world) => ({ input: input(world), target: { teamId: world.teamId } });

/** A read on the world's public or private project (the private one: 404 for whoever is not among its members). */
export const onWorldProject =
  (visibility: Visibility, input: (project: PlantedProject, world: World) => Input): Arrange =>
  async (world) => {
    const project = projectOf(world, visibility);
    return { input: input(project, world), target: { projectId: project.id } };
  };

/** A change to a freshly planted team. */
export const onFreshTeam =
  (input: (team: Planted, world: World) => Input | Promise<Input>): Arrange =>
  async (world) => {
    const team = await plantTeam(world.people);
    return { input: await input(team, world), target: { teamId: team.teamId } };
  };

/** A change to the public or private project of a freshly planted team. */
export const onFreshProject =
  (visibility: Visibility, input: (project: PlantedProject, world: World, team: Planted) => Input | Promise<Input>): Arrange =>
  async (world) => {
    const team = await plantTeam(world.people);
    const project = projectOf(team, visibility);
    const target: Target = { projectId: project.id };
    return { input: await input(project, world, team), target };
  };

/** A row written straight into acme's workspace (its id first, its creation time last), answering its new id. */
const insert = (statement: string, ...values: string[]) => {
  const id = crypto.randomUUID();
  return inAcme((sql) => sql.exec(statement, id, ...values, Date.now())).then(() => id);
};

export const plantFolder = (teamId: string, creatorId: string) =>
  insert("INSERT INTO folders (id, team_id, name, position, created_by, created_at) VALUES (?, ?, 'Folder', 'a0', ?, ?)", teamId, creatorId);

export const plantColumn = (projectId: string) =>
  insert("INSERT INTO columns (id, project_id, name, type, position, created_at) VALUES (?, ?, 'Notes', 'TEXT', 'a0', ?)", projectId);

export const plantGroup = (projectId: string) =>
  insert("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'Second group', 'a1', ?)", projectId);

/** A second task after the planted one in its group. */
export const plantTask = (project: PlantedProject, creatorId: string) =>
  insert(
    `INSERT INTO tasks (id, project_id, group_id, name, position, created_by, created_at, updated_at)
     VALUES (?, ?, ?, 'Second task', 'a1', ?, ?, ?5)`,
    project.id,
    project.groupId,
    creatorId,
  );

/** A finish-to-start dependency from the planted task to its subtask. */
export const plantDependency = (project: PlantedProject, creatorId: string) =>
  insert(
    `INSERT INTO dependencies (id, project_id, predecessor_id, successor_id, type, lag_days, created_by, created_at)
     VALUES (?, ?, ?, ?, 'FS', 0, ?, ?)`,
    project.id,
    project.taskId,
    project.subtaskId,
    creatorId,
  );
