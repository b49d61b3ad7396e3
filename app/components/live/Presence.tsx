import { MemberAvatar } from "~/components/Avatar";
import { useLive } from "./LiveUpdates";

/** How many faces the header shows before "+N". */
const FACES = 5;

/** The others looking at this project now (issue 21 §1), in its header; nothing when alone or without JavaScript. */
export function ProjectPresence() {
  const { presence, me } = useLive();
  const others = presence?.viewers.filter((viewer) => viewer.userId !== me) ?? [];
  if (others.length === 0) return null;
  const names = others.map((viewer) => `${viewer.firstName} ${viewer.lastName}`);
  return (
    <div role="group" aria-label={`Also viewing: ${names.join(", ")}`} className="flex items-center -space-x-2" data-testid="presence">
      {others.slice(0, FACES).map((viewer) => (
        <span key={viewer.userId} title={`${viewer.firstName} ${viewer.lastName} is viewing this project`} className="rounded-full ring-2 ring-white">
          <MemberAvatar member={viewer} size="sm" decorative />
        </span>
      ))}
      {others.length > FACES ? <span className="pl-3 text-xs text-slate-600">+{others.length - FACES}</span> : null}
    </div>
  );
}

/** On a task's panel: who else has it open for editing now. */
export function EditingNotice({ taskId }: { taskId: string }) {
  const { presence, me } = useLive();
  const editors = presence?.viewers.filter((viewer) => viewer.userId !== me && viewer.editingTaskId === taskId) ?? [];
  if (editors.length === 0) return null;
  const names = editors.map((viewer) => `${viewer.firstName} ${viewer.lastName}`).join(", ");
  return (
    <p role="status" className="flex items-center gap-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
      <MemberAvatar member={editors[0]} size="sm" decorative />
      {names} {editors.length === 1 ? "is" : "are"} editing this task
    </p>
  );
}
