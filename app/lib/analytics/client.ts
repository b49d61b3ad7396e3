import { ANALYTICS } from "~/lib/telemetry/constants";
import { AnalyticsBatcher, type AnalyticsEvent, type Batch } from "./batcher";
import { deviceOf } from "./device";
import { ANALYTICS_EVENTS, type EventProperties } from "./events";
import { withoutEmails } from "./privacy";

export type AnalyticsSettings = { apiKey: string; endpoint: string; appName: string; appVersion: string; baseDomain: string };

/** Who is using the app, when signed in: never their e-mail address. */
export type Identity = { userId?: string; userName?: string; tenantName?: string; role?: string };

const UID_COOKIE = "meridian-uid";
const UID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const UNSENT_KEY = "meridian-analytics-unsent";
const SESSION_KEY = "meridian-analytics-session";
const LAST_USER_KEY = "meridian-analytics-user";

/** The first-party random id of this browser (a cookie on the base domain for 365 days), and whether it is new. */
function browserUid(baseDomain: string): { uid: string; isNew: boolean } {
  const existing = /(?:^|;\s*)meridian-uid=([0-9a-f-]{36})/.exec(document.cookie)?.[1];
  if (existing) return { uid: existing, isNew: false };
  const uid = crypto.randomUUID();
  const hostname = baseDomain.replace(/:\d+$/, "");
  // Browsers refuse Domain= for a dotless name such as localhost: there the cookie is host-only.
  const domain = hostname.includes(".") ? `; Domain=${hostname}` : "";
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${UID_COOKIE}=${uid}; Path=/; Max-Age=${UID_MAX_AGE_SECONDS}; SameSite=Lax${domain}${secure}`;
  return { uid, isNew: true };
}

/** Spec §9: a session ends after 30 minutes without an event; its id is its start time. */
type Session = { id: number; last: number };

function storedSession(): Session | null {
  try {
    return JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null") as Session | null;
  } catch {
    return null;
  }
}

function sessionId(now: number): number {
  const session = storedSession();
  const id = session && now - session.last < ANALYTICS.sessionTimeoutMs ? session.id : now;
  localStorage.setItem(SESSION_KEY, JSON.stringify({ id, last: now }));
  return id;
}

const unsentStore = {
  load(): AnalyticsEvent[] {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(UNSENT_KEY) ?? "[]");
      return Array.isArray(stored) ? (stored as AnalyticsEvent[]) : [];
    } catch {
      return [];
    }
  },
  save(events: AnalyticsEvent[]) {
    if (events.length === 0) localStorage.removeItem(UNSENT_KEY);
    else localStorage.setItem(UNSENT_KEY, JSON.stringify(events));
  },
};

async function post(endpoint: string, batch: Batch) {
  const response = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(batch) });
  // Read to its end: an answer left unread keeps the request open (the page never counts as idle).
  await response.arrayBuffer().catch(() => undefined);
  const retryAfter = Number(response.headers.get("retry-after"));
  return { status: response.status, retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined };
}

/** The browser's analytics: events with the device fields of spec §3, batched to the configured service. */
export function startAnalytics(settings: AnalyticsSettings) {
  const { uid, isNew } = browserUid(settings.baseDomain);
  const device = deviceOf(navigator.userAgent);
  const batcher = new AnalyticsBatcher({ apiKey: settings.apiKey, send: (batch) => post(settings.endpoint, batch), store: unsentStore });
  let identity: Identity = {};

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    batcher.drain((batch) => navigator.sendBeacon(settings.endpoint, new Blob([JSON.stringify(batch)], { type: "application/json" })));
  });

  const client = {
    track(eventType: string, properties: EventProperties) {
      const time = Date.now();
      batcher.track({
        event_type: eventType,
        time,
        insert_id: crypto.randomUUID(),
        session_id: sessionId(time),
        device_id: uid,
        ...(identity.userId ? { user_id: identity.userId } : {}),
        platform: "Web",
        browser: device.browser,
        browser_version: device.browserVersion,
        os_name: device.os,
        os_version: device.osVersion,
        device_type: device.deviceType,
        language: navigator.language,
        user_agent: navigator.userAgent,
        app_name: settings.appName,
        app_version: settings.appVersion,
        hostname: window.location.hostname,
        user_name: identity.userName ?? "",
        tenant_name: identity.tenantName ?? "",
        role: identity.role ?? "",
        event_properties: withoutEmails(properties),
      });
    },
    /** The signed-in member as the page knows them; a member new to this browser since the last event is a login. */
    identify(next: Identity) {
      identity = next;
      if (!next.userId || localStorage.getItem(LAST_USER_KEY) === next.userId) return;
      localStorage.setItem(LAST_USER_KEY, next.userId);
      client.track(ANALYTICS_EVENTS.login, {});
    },
  };
  if (isNew) client.track(ANALYTICS_EVENTS.firstVisit, {});
  return client;
}

export type AnalyticsClient = ReturnType<typeof startAnalytics>;
