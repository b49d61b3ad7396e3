import { Link } from "@remix-run/react";
import type { ApiData } from "~/lib/api-result";

export type ImportReportData = ApiData<"project", "importProject", "$post">;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What an import made, and what it could not bring along (people it did not find, statuses the team lacks, conversations and files). */
export function ImportReport({ report }: { report: ImportReportData }) {
  const { counts, unassigned, statuses, notImported } = report;
  return (
    <section aria-labelledby="import-report-title" className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="import-report-title" className="text-lg font-semibold">
        Imported {report.name}
      </h2>
      <p className="text-sm text-slate-700">
        {plural(counts.groups, "task group")}, {plural(counts.tasks, "task")}, {plural(counts.subtasks, "subtask")}, {plural(counts.columns, "column")} and{" "}
        {plural(counts.dependencies, "dependency", "dependencies")}.
      </p>
      {unassigned.length > 0 ? (
        <div>
          <p className="text-sm font-medium">Not found in this organisation (or cannot see the project), so left unassigned:</p>
          <ul aria-label="People left unassigned" className="list-disc pl-5 text-sm">
            {unassigned.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {statuses.length > 0 ? (
        <ul aria-label="Statuses mapped" className="list-disc pl-5 text-sm">
          {statuses.map((status) => (
            <li key={status.from}>
              “{status.from}” is not a status of this team: its tasks are in “{status.to}”.
            </li>
          ))}
        </ul>
      ) : null}
      {notImported.conversations + notImported.attachments > 0 ? (
        <p className="text-sm text-slate-600">
          The file also lists {plural(notImported.conversations, "conversation")} and {plural(notImported.attachments, "file")}; an import brings the work, not
          its conversations or files.
        </p>
      ) : null}
      <Link to={`/projects/${report.teamId}/${report.projectId}`} className="self-start rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
        Open {report.name}
      </Link>
    </section>
  );
}
