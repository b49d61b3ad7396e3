import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader } from "./_app.projects";

/** projects: nothing chosen yet. */
export default function ProjectsIndex() {
  const panel = useRouteLoaderData<typeof loader>("routes/_app.projects");
  const hasTeams = (panel?.teams.length ?? 0) > 0;
  return (
    <section aria-labelledby="choose-title" className="mx-auto mt-16 max-w-md text-center">
      <h1 id="choose-title" className="text-xl font-semibold">
        {hasTeams ? "Choose a project" : "No teams yet"}
      </h1>
      <p className="mt-2 text-slate-600">
        {hasTeams
          ? "Pick a project in the panel, or create one with New project."
          : "Projects live in teams. Create a team to start organising your work."}
      </p>
      <Link
        to={hasTeams ? "?open=new-project" : "/teams/new"}
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {hasTeams ? "Create a project" : "Create a team"}
      </Link>
    </section>
  );
}
