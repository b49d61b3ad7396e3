import { OnDemand } from "~/components/OnDemand";
import { lazyNamed } from "~/components/lazyNamed";
import type { ProjectMeta } from "./ProjectHeader";
import type { Results } from "./ProjectSettingsForms";

// Fetched when first opened, with the schemas its forms validate by (lazyNamed).
const ProjectSettingsForms = lazyNamed(() => import("./ProjectSettingsForms"), "ProjectSettingsForms");

/**
 * The project's settings panel: rename, tags, default view, private members, archive and bin; only what
 * the viewer may do. A button of the project's header whose panel opens under it (issue 43 §3: it was a
 * bar of its own above the List). Rendered only once opened (OnDemand), and open again with the result of its post.
 */
export function ProjectSettings({ meta, results }: { meta: ProjectMeta; results: Results }) {
  if (!meta.canManage && meta.visibility !== "PRIVATE") return null;
  return (
    <OnDemand
      name="project-settings"
      trigger="Project settings"
      forced={Object.keys(results).length > 0}
      preload={ProjectSettingsForms.preload}
      className="relative"
      triggerClassName="block cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      // Under its button; on a narrow screen across the window (the button may sit at either end of its row).
      panelClassName="absolute right-0 top-full z-40 mt-2 grid w-[min(44rem,calc(100vw-2rem))] gap-6 rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-200 max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:max-h-[80vh] max-sm:w-auto max-sm:overflow-y-auto md:grid-cols-2"
    >
      <ProjectSettingsForms meta={meta} results={results} />
    </OnDemand>
  );
}
