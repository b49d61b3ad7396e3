import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FullPageSpinner } from "./Spinner";

/** A page change slower than this shows the full-page spinner; quicker ones show nothing. */
export const PAGE_SPINNER_DELAY_MS = 400;

/** True once `active` has held for `delayMs`; false again as soon as it ends. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/** The root shell's full-page spinner, for slow page loads (form posts show their own button spinner). */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const loadingPage = navigation.state === "loading" && navigation.formMethod === undefined;
  return useDelayedFlag(loadingPage, PAGE_SPINNER_DELAY_MS) ? <FullPageSpinner /> : null;
}
