import type { MetaFunction } from "@remix-run/cloudflare";
import { staticPage } from "~/lib/pageScripts";
import { publicPageMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta(
    { title: "Why Meridian", description: "Why organisations choose Meridian: an address and a database of their own, work shaped their way, and List, Kanban and Gantt over the same tasks.", sitePath: "/why-meridian" },
    matches,
  );

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
