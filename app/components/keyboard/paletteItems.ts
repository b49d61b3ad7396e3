import { PROJECT_VIEW_NAMES, PROJECT_VIEWS, viewPath } from "~/lib/projects";
import type { PanelData } from "~/components/projects/SecondPanel";

/** A place the palette goes to without asking the search: a team, or one view of a project ("Website relaunch › Gantt"). */
export type PalettePlace = { id: string; label: string; kind: "Team" | "View"; href: string };

/** At most this many places under the typed words: the search's hits and the actions stay in sight. */
export const PLACES_SHOWN = 8;

/** The member's teams and every view of each project they see (the projects panel's data). */
export function placesOf(panel: PanelData): PalettePlace[] {
  return panel.teams.flatMap((team) => {
    const projects = [...team.projects, ...team.folders.flatMap((folder) => folder.projects)];
    return [
      { id: `team:${team.teamId}`, label: team.name, kind: "Team" as const, href: `/projects/${team.teamId}` },
      ...projects.flatMap((project) =>
        PROJECT_VIEWS.map((view) => ({
          id: `view:${project.projectId}:${view}`,
          label: `${project.name} › ${PROJECT_VIEW_NAMES[view]}`,
          kind: "View" as const,
          href: viewPath(`/projects/${project.teamId}/${project.projectId}`, view),
        })),
      ),
    ];
  });
}

/** Whether a label has every word of the query in it, in any order and case ("gantt web" finds "Website relaunch › Gantt"). */
export function matchesWords(label: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = label.toLowerCase();
  return words.length > 0 && words.every((word) => text.includes(word));
}

/** The places a query finds, the first `PLACES_SHOWN`; none before anything is typed. */
export const placesFor = (places: readonly PalettePlace[], query: string) => places.filter((place) => matchesWords(place.label, query)).slice(0, PLACES_SHOWN);
