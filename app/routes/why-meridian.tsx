import { staticPage } from "~/lib/pageScripts";

export const handle = staticPage;

export default function WhyMeridian() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Why Meridian</h1>
      <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
        <li>Every organisation on its own address, its data in its own database.</li>
        <li>Teams, projects, folders, task groups, tasks and subtasks, shaped the way you work.</li>
        <li>List, Kanban and Gantt views over the same work.</li>
      </ul>
    </main>
  );
}
