import { buildWorld, inAcme, type World } from "./world";

/**
 * The exports' world (issue 19): bob joins the team, so he sees its public projects but not the
 * private "Board planning" he is not a member of.
 */
export async function exportWorld(): Promise<World> {
  const world = await buildWorld();
  await inAcme((sql) => {
    sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'MEMBER', 0)", world.teamId, world.people.bob.userId);
    sql.exec("UPDATE projects SET name = 'Board planning' WHERE id = ?", world.privateProject.id);
  });
  return world;
}
