import { useEffect, useState } from "react";
import { formatCountdown, secondsLeft } from "./view";

/**
 * Seconds left until `deadline`. The server renders the value at `serverNow`;
 * with JavaScript it ticks every second, measured from the server's clock so
 * a skewed browser clock does not shorten or lengthen it.
 */
export function useSecondsLeft(deadline: number, serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const offset = serverNow - Date.now();
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [serverNow, deadline]);
  return secondsLeft(deadline, now);
}

export function CountdownText({ label, seconds }: { label: string; seconds: number }) {
  return (
    <p className="text-sm text-slate-600" aria-live="off" data-testid="countdown">
      {label} <span className="font-medium tabular-nums">{formatCountdown(seconds)}</span>
    </p>
  );
}
