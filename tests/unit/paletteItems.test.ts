import { describe, expect, it } from "vitest";
import { matchesWords, placesFor, placesOf, PLACES_SHOWN } from "~/components/keyboard/paletteItems";
import type { PanelData } from "~/components/projects/SecondPanel";

const project = (projectId: string, name: string, folderId: string | null = null) => ({
  projectId, teamId: "t1", folderId, name, visibility: "PUBLIC" as const, colour: "#fff", pinned: false,
});

const panel = {
  pinned: [],
  teams: [
    {
      teamId: "t1",
      name: "Product",
      projects: [project("p1", "Website relaunch")],
      folders: [{ folderId: "f1", teamId: "t1", name: "Leadership", projects: [project("p2", "Board planning", "f1")] }],
    },
  ],
} as unknown as PanelData;

describe("the palette's places (issue 43 §5)", () => {
  it("lists each team and every view of each project, those in folders too", () => {
    const places = placesOf(panel);
    expect(places.map((place) => place.label)).toEqual([
      "Product",
      "Website relaunch › List", "Website relaunch › Kanban", "Website relaunch › Gantt",
      "Board planning › List", "Board planning › Kanban", "Board planning › Gantt",
    ]);
    expect(places.find((place) => place.label === "Website relaunch › Gantt")?.href).toBe("/projects/t1/p1/gantt");
    expect(places.find((place) => place.label === "Website relaunch › List")?.href).toBe("/projects/t1/p1");
    expect(places[0]).toMatchObject({ kind: "Team", href: "/projects/t1" });
  });

  it("finds a view by every typed word, in any order and case", () => {
    expect(placesFor(placesOf(panel), "gantt").map((place) => place.label)).toEqual(["Website relaunch › Gantt", "Board planning › Gantt"]);
    expect(placesFor(placesOf(panel), "GANTT web").map((place) => place.label)).toEqual(["Website relaunch › Gantt"]);
    expect(placesFor(placesOf(panel), "gantt nowhere")).toEqual([]);
  });

  it("matches nothing before a word is typed, and shows at most a screenful", () => {
    expect(matchesWords("Website relaunch › Gantt", "  ")).toBe(false);
    const many = Array.from({ length: 20 }, (_, index) => ({ id: String(index), label: `View ${index}`, kind: "View" as const, href: "/" }));
    expect(placesFor(many, "view")).toHaveLength(PLACES_SHOWN);
  });
});
