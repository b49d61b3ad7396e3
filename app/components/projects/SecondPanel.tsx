import { Form, Link, useLocation } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { Icon } from "~/components/Icon";
import { Popover } from "~/components/Popover";
import type { ApiData } from "~/lib/api-result";
import { ProjectAvatar, visibilityLabel } from "./ProjectAvatar";

export type PanelData = ApiData<"tenant", "getSecondPanelFilter", "$get">;
type ProjectItem = PanelData["teams"][number]["projects"][number];

export const projectPath = (project: { teamId: string; projectId: string }) => `/projects/${project.teamId}/${project.projectId}`;

/**
 * Whether `path` is the current page, as NavLink decides it (case aside; `end`: only the path itself,
 * else also the pages under it). The panel works it out once for its hundreds of links: a NavLink
 * each resolved its path, read the location and the navigation again, a CPU cost that showed in
 * every project page's render (issue 24 §5, docs/decisions/0034).
 */
export function isCurrentPath(path: string, pathname: string, end = false) {
  const here = pathname.toLowerCase();
  const to = path.toLowerCase();
  return here === to || (!end && here.startsWith(to) && here.charAt(to.length) === "/");
}

function ProjectLink({ project, pathname }: { project: ProjectItem; pathname: string }) {
  const path = projectPath(project);
  return (
    <li>
      <Link
        to={path}
        aria-current={isCurrentPath(path, pathname) ? "page" : undefined}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
      >
        <ProjectAvatar name={project.name} visibility={project.visibility} />
        <span className="min-w-0 flex-1 truncate">{project.name}</span>
        <span className="sr-only">({visibilityLabel(project.visibility)}{project.pinned ? ", pinned" : ""})</span>
        {project.pinned ? <PinMark /> : null}
      </Link>
    </li>
  );
}

const PinMark = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 text-brand-600" fill="currentColor">
    <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" />
  </svg>
);

export const FOLDER_INTENTS = { archive: "archiveFolder", moveToBin: "moveFolderToBin" } as const;

/** A folder's menu, rendered only once opened: archive it or move it to the bin with its projects (both undo from the archive and bin screen). */
function FolderMenu({ folderId, name }: { folderId: string; name: string }) {
  return (
    <div className="absolute right-1 top-0.5">
      <Popover
        name={`folder-${folderId}`}
        label={`Actions of folder ${name}`}
        placement="bottom-end"
        trigger={<Icon name="more" size={16} strokeWidth={3} />}
        triggerClassName="p-1 text-slate-500 hover:bg-slate-100"
      >
        <Form method="post" action="/projects" className="flex flex-col">
          <CsrfField />
          <input type="hidden" name="folderId" value={folderId} />
          {([
            [FOLDER_INTENTS.archive, "Archive"],
            [FOLDER_INTENTS.moveToBin, "Move to bin"],
          ] as const).map(([intent, label]) => (
            <button
              key={intent}
              type="submit"
              name={INTENT_FIELD}
              value={intent}
              aria-label={`${label} folder ${name}`}
              className="rounded px-2 py-1 text-left text-sm text-slate-700 hover:bg-slate-100"
            >
              {label}
            </button>
          ))}
        </Form>
      </Popover>
    </div>
  );
}

/** The projects screen's second panel: pinned projects, then each team with its folders and projects. */
export function SecondPanel({ panel }: { panel: PanelData }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Projects" className="flex flex-col gap-4">
      {panel.pinned.length > 0 ? (
        <section aria-labelledby="pinned-title">
          <h2 id="pinned-title" className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Pinned
          </h2>
          <ul className="mt-1">
            {panel.pinned.map((project) => (
              <ProjectLink key={project.projectId} project={project} pathname={pathname} />
            ))}
          </ul>
        </section>
      ) : null}
      {panel.teams.map((team) => (
        <section key={team.teamId} aria-labelledby={`team-${team.teamId}`}>
          <h2 id={`team-${team.teamId}`} className="px-2">
            <Link
              to={`/projects/${team.teamId}`}
              aria-current={isCurrentPath(`/projects/${team.teamId}`, pathname, true) ? "page" : undefined}
              className="inline-flex min-h-6 items-center text-sm font-semibold text-slate-800 hover:underline"
            >
              {team.name}
            </Link>
          </h2>
          <ul className="mt-1">
            {team.folders.map((folder) => (
              <li key={folder.folderId} className="relative">
                <details open className="group">
                  <summary className="cursor-pointer rounded-md py-1 pl-2 pr-8 text-sm text-slate-600 hover:bg-slate-100">
                    <span className="font-medium">{folder.name}</span>
                    <span className="sr-only"> folder</span>
                  </summary>
                  <FolderMenu folderId={folder.folderId} name={folder.name} />
                  <ul aria-label={`Folder ${folder.name}`} className="ml-3 border-l border-slate-200 pl-1">
                    {folder.projects.length === 0 ? <li className="px-2 py-1 text-xs text-slate-400">No projects</li> : null}
                    {folder.projects.map((project) => (
                      <ProjectLink key={project.projectId} project={project} pathname={pathname} />
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {team.projects.map((project) => (
              <ProjectLink key={project.projectId} project={project} pathname={pathname} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
