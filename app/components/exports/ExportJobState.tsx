type JobState = "running" | "ready" | "failed" | "expired";

const STATE_TEXT: Record<JobState, string> = {
  running: "Running",
  ready: "Ready",
  failed: "Failed",
  expired: "Expired",
};

/** A background export's state in words ("Running 40%"), as the Exports page and the organisation archive list it. */
export const exportJobStateText = ({ state, percent }: { state: JobState; percent: number }) => (state === "running" ? `${STATE_TEXT[state]} ${percent}%` : STATE_TEXT[state]);

/** A finished export's file, through its signed link. */
export function ExportDownloadLink({ href }: { href: string | null | undefined }) {
  return href ? (
    <a href={href} className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
      Download
    </a>
  ) : null;
}
