/** This browser's own choice, set on the profile page. */
export const OPT_OUT_KEY = "meridian-analytics-opt-out";

type Signals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** Whether this browser may send analytics: no Do-Not-Track, no Global Privacy Control, no opt-out. */
export function analyticsAllowed(navigator: Signals, storage: Pick<Storage, "getItem">): boolean {
  return navigator.doNotTrack !== "1" && navigator.globalPrivacyControl !== true && storage.getItem(OPT_OUT_KEY) !== "1";
}

export function setOptedOut(storage: Pick<Storage, "setItem" | "removeItem">, optedOut: boolean) {
  if (optedOut) storage.setItem(OPT_OUT_KEY, "1");
  else storage.removeItem(OPT_OUT_KEY);
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/** No e-mail addresses in events: any inside a text becomes a placeholder. */
export function withoutEmails<T extends Record<string, unknown>>(properties: T): T {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, typeof value === "string" ? value.replace(EMAIL, "[e-mail]") : value]),
  ) as T;
}
