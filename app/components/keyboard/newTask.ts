/** The project a path is in (its List's path, /projects/{teamId}/{projectId}), or null. */
export function projectOfPath(pathname: string): string | null {
  const match = /^\/projects\/([^/]+)\/([^/]+)/.exec(pathname);
  if (!match || match[1] === "import" || match[2] === "settings") return null;
  return `/projects/${match[1]}/${match[2]}`;
}

const NEW_TASK_WAIT_MS = 5000;

/**
 * "Create a task in this project": the List's own add-task box of the first
 * task group (the form the mouse uses, its addTask intent), focused once the
 * List is on screen.
 */
export function focusNewTask(started = Date.now()) {
  const box = document.querySelector<HTMLInputElement>('main input[id^="add-task-"]');
  if (box) {
    box.scrollIntoView({ block: "center" });
    box.focus();
  } else if (Date.now() - started < NEW_TASK_WAIT_MS) {
    requestAnimationFrame(() => focusNewTask(started));
  }
}
