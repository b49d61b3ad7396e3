import { VISIBILITY_STYLE, type Visibility } from "~/lib/projects";

/**
 * A project's avatar (spec §3): a private project shows a padlock image on
 * light orange, a public one its initial on light purple.
 */
export function ProjectAvatar({ name, visibility, size = "sm" }: { name: string; visibility: Visibility; size?: "sm" | "lg" }) {
  const box = size === "lg" ? "size-10 text-base" : "size-6 text-xs";
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: VISIBILITY_STYLE[visibility].colour }}
      className={`inline-flex shrink-0 items-center justify-center rounded-md font-semibold text-slate-700 ${box}`}
    >
      {visibility === "PRIVATE" ? (
        <svg viewBox="0 0 24 24" className="size-3/5" fill="none" stroke="currentColor" strokeWidth={2}>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      ) : (
        name.trim().charAt(0).toUpperCase()
      )}
    </span>
  );
}

/** "Private" or "Public", for screen readers and the header's badge. */
export const visibilityLabel = (visibility: Visibility) => VISIBILITY_STYLE[visibility].label;
