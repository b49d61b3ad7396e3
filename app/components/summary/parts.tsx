import { Link } from "@remix-run/react";

/** Pieces shared by my-space and the team summary page. */

/** The List view with the task opened and scrolled to (issue 7 §8). */
export const taskHref = (task: { teamId: string; projectId: string; taskId: string }) =>
  `/projects/${task.teamId}/${task.projectId}?taskId=${task.taskId}&scrollTaskId=${task.taskId}`;

export const projectHref = (teamId: string, projectId: string) => `/projects/${teamId}/${projectId}`;

export function StatCard({ label, value, tone = "slate", href }: { label: string; value: number; tone?: "slate" | "red" | "amber" | "green"; href?: string }) {
  const tones = { slate: "text-slate-900", red: "text-red-700", amber: "text-amber-700", green: "text-green-700" };
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className={`mt-1 block text-2xl font-semibold ${tones[tone]}`}>{value}</span>
    </>
  );
  const box = "block rounded-lg border border-slate-200 bg-white p-4";
  return (
    <li>
      {href ? (
        <Link to={href} className={`${box} hover:border-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

export function StatusPill({ status }: { status: { name: string; colour: string } | null }) {
  if (!status) return <span className="text-xs text-slate-500">No status</span>;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: status.colour }} />
      {status.name}
    </span>
  );
}

/** What an empty list says, and what one can do about it (issue 43 §2): a link under the text. */
export function EmptyState({ children, action }: { children: React.ReactNode; action?: { label: string; href: string } }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
      <p>{children}</p>
      {action ? (
        <Link to={action.href} className="mt-3 inline-block rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/** A titled block of a summary page. */
export function Panel({ id, title, children, aside }: { id: string; title: string; children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
