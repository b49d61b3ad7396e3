/** The product-analytics events (issue 11 §2); other features call `track` with theirs. */
export const ANALYTICS_EVENTS = {
  firstVisit: "first visit",
  pageNavigated: "page navigated",
  signUpStep: "sign-up step",
  login: "login",
  search: "search",
  searchFailure: "search failure",
  taskCreated: "task created",
  viewSwitched: "view switched",
  upgradeStep: "upgrade flow step",
} as const;

export type EventProperties = Record<string, string | number | boolean>;

type Tracker = { track(eventType: string, properties: EventProperties): void };

/** Events recorded before the analytics client has loaded (it loads after hydration), at most this many. */
const MAX_EARLY_EVENTS = 50;

let tracker: Tracker | null = null;
let disabled = false;
const early: [string, EventProperties][] = [];

/** Records a product-analytics event; nothing happens when analytics is off for this browser. */
export function track(eventType: string, properties: EventProperties = {}) {
  if (tracker) tracker.track(eventType, properties);
  else if (!disabled && early.length < MAX_EARLY_EVENTS) early.push([eventType, properties]);
}

/** Connects the loaded client (which receives the early events), or null when analytics is off. */
export function connectTracker(next: Tracker | null) {
  tracker = next;
  disabled = next === null;
  for (const [eventType, properties] of early.splice(0)) next?.track(eventType, properties);
}

/** Spec §8: a failed search is an analytics event with the server's message. */
export const trackSearchFailure = (message: string) => track(ANALYTICS_EVENTS.searchFailure, { message });
