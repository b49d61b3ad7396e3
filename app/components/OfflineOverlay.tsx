import { useEffect, useState } from "react";
import { ONLINE_RELOAD_DELAY_MS } from "~/lib/constants";

export const OFFLINE_MESSAGE = "Please check your internet connection and try again.";
export const ONLINE_MESSAGE = "Updating page please wait a momemt.";

const reloadPage = () => window.location.reload();

/** Covers the page while offline; coming back online reloads it after 50 ms (spec §4, §8). */
export function OfflineOverlay({ reload = reloadPage }: { reload?: () => void }) {
  const [state, setState] = useState<"online" | "offline" | "reconnecting">("online");
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => setState("offline");
    const online = () => {
      setState("reconnecting");
      timer = setTimeout(reload, ONLINE_RELOAD_DELAY_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [reload]);
  if (state === "online") return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-label="Connection" className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/70">
      <p className="rounded-lg bg-white px-6 py-4 text-lg shadow-xl">
        {state === "offline" ? OFFLINE_MESSAGE : ONLINE_MESSAGE}
      </p>
    </div>
  );
}
