import { describe, expect, it } from "vitest";
import { LEADING_SPACE_MESSAGE } from "~/schemas/fields";
import { ARCHIVED } from "~/server/workspace/access";
import { buildWorld, call, inAcme, plantTeam } from "./work/world";
import { activityOf, dataOf, globexIds, secondTeam } from "./work/projectWorld";

type Folder = { folderId: string; teamId: string; name: string };
type Listing = { projectId: string; name: string; pinned: boolean; folderId: string | null };
type Panel = {
  pinned: Listing[];
  teams: Array<{ teamId: string; name: string; folders: Array<Folder & { projects: Listing[] }>; projects: Listing[] }>;
};

const world = await buildWorld();
const { people, teamId, publicProject, privateProject } = world;

describe("folders", () => {
  it("creates a folder for a team member, lists it with its visible projects, and logs it", async () => {
    const reply = await call(people.member, "POST", "folder/create", { teamId, name: "  Marketing".trimStart() });
    expect(reply.status).toBe(200);
    const folder = dataOf<Folder>(reply);
    expect(folder).toMatchObject({ teamId, name: "Marketing" });
    await call(people.owner, "POST", "folder/moveProjectToFolder", { projectId: privateProject.id, folderId: folder.folderId });
    const listed = (agent: typeof people.member) => call(agent, "GET", "folder/fetchFolderList", { teamId }).then((r) => dataOf<Array<Folder & { projects: Listing[] }>>(r));
    const forMember = (await listed(people.member)).find((f) => f.folderId === folder.folderId)!;
    expect(forMember.projects.map((p) => p.projectId)).toEqual([privateProject.id]);
    const forGuest = (await listed(people.guest)).find((f) => f.folderId === folder.folderId)!;
    expect(forGuest.projects).toEqual([]);
    expect(await activityOf(folder.folderId)).toEqual([expect.objectContaining({ verb: "created", item_type: "folder", team_id: teamId })]);
  });

  it.each([
    ["", "Please fill in Folder Name"],
    [" Lead", LEADING_SPACE_MESSAGE],
    ["F", "Folder Name should be at least 2 characters"],
    ["f".repeat(101), "Folder Name should not exceed 100 characters"],
  ])("refuses the folder name %j with %j", async (name, message) => {
    const reply = await call(people.member, "POST", "folder/create", { teamId, name });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields?.name).toEqual([message]);
    expect((await call(people.member, "POST", "folder/create", { teamId, name: "f".repeat(100) })).status).toBe(200);
  });

  it("refuses a team guest (403), an outsider, unknown and globex teams (404)", async () => {
    expect((await call(people.guest, "POST", "folder/create", { teamId, name: "Nope" })).status).toBe(403);
    expect((await call(people.outsider, "POST", "folder/create", { teamId, name: "Nope" })).status).toBe(404);
    expect((await call(people.outsider, "GET", "folder/fetchFolderList", { teamId })).status).toBe(404);
    const globex = await globexIds();
    expect((await call(people.ada, "POST", "folder/create", { teamId: globex.teamId, name: "Nope" })).status).toBe(404);
    expect((await call(people.ada, "GET", "folder/fetchFolderList", { teamId: globex.teamId })).status).toBe(404);
    expect((await call(people.ada, "POST", "folder/updateFolder", { folderId: globex.folderId, name: "Nope" })).body.error.message).toBe("Folder not found");
  });

  it("renames a folder for a team admin, not for a plain member (403) nor an outsider (404)", async () => {
    const folder = dataOf<Folder>(await call(people.member, "POST", "folder/create", { teamId, name: "Old name" }));
    expect((await call(people.member, "POST", "folder/updateFolder", { folderId: folder.folderId, name: "Mine" })).status).toBe(403);
    expect((await call(people.outsider, "POST", "folder/updateFolder", { folderId: folder.folderId, name: "Mine" })).status).toBe(404);
    expect((await call(people.admin, "POST", "folder/updateFolder", { folderId: folder.folderId, name: "" })).body.error.fields?.name).toEqual([
      "Please fill in Folder Name",
    ]);
    const renamed = await call(people.admin, "POST", "folder/updateFolder", { folderId: folder.folderId, name: "New name" });
    expect(dataOf<Folder>(renamed).name).toBe("New name");
    expect((await activityOf(folder.folderId)).map((a) => a.verb)).toEqual(["created", "renamed"]);
  });
});

describe("the second panel", () => {
  it("answers teams → folders → projects the viewer sees, pinned projects first", async () => {
    const folder = dataOf<Folder>(await call(people.admin, "POST", "folder/create", { teamId, name: "Panel folder" }));
    const inFolder = dataOf<Listing>(await call(people.admin, "POST", "project/createPublicProject", { teamId, name: "In folder", folderId: folder.folderId }));
    const later = dataOf<Listing>(await call(people.admin, "POST", "project/createPublicProject", { teamId, name: "Later" }));
    await call(people.guest, "POST", "project/pinProject", { projectId: later.projectId });
    const panel = dataOf<Panel>(await call(people.guest, "GET", "tenant/getSecondPanelFilter"));
    expect(panel.pinned.map((p) => p.projectId)).toEqual([later.projectId]);
    const team = panel.teams.find((t) => t.teamId === teamId)!;
    expect(team.projects.map((p) => p.projectId)).toEqual([later.projectId, publicProject.id]);
    expect(team.projects[0].pinned).toBe(true);
    expect(team.folders.find((f) => f.folderId === folder.folderId)!.projects.map((p) => p.projectId)).toEqual([inFolder.projectId]);
  });

  it("shows only the teams the viewer belongs to, and every team to a tenant admin", async () => {
    const other = await secondTeam(people.admin);
    const teamsOf = async (agent: typeof people.guest) => dataOf<Panel>(await call(agent, "GET", "tenant/getSecondPanelFilter")).teams.map((t) => t.teamId);
    expect(await teamsOf(people.guest)).toContain(teamId);
    expect(await teamsOf(people.guest)).not.toContain(other.teamId);
    expect(await teamsOf(people.outsider)).not.toContain(teamId);
    expect(await teamsOf(people.tenantAdmin)).toEqual(expect.arrayContaining([teamId, other.teamId]));
  });
});

describe("a folder of a hidden team (issue 23 §4)", () => {
  it("is read-only while its team is archived and not found while it is in the bin, whatever its own state", async () => {
    const team = await plantTeam(people);
    const folder = dataOf<Folder>(await call(people.owner, "POST", "folder/create", { teamId: team.teamId, name: "Shelf" }));
    // The team's own row alone: a folder left live under a hidden team still answers as its team.
    const hideTeam = (place: string) => inAcme((sql) => sql.exec("UPDATE teams SET hidden_in = ?, hidden_with = id WHERE id = ?", place, team.teamId));
    const rename = () => call(people.owner, "POST", "folder/updateFolder", { folderId: folder.folderId, name: "Renamed" });
    await hideTeam("archive");
    expect(await rename()).toMatchObject({ status: 409, body: { error: { message: ARCHIVED } } });
    await hideTeam("bin");
    expect(await rename()).toMatchObject({ status: 404, body: { error: { message: "Folder not found" } } });
  });
});
