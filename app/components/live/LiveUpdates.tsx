import { useFetchers, useLocation, useNavigation, useParams, useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useToast } from "~/components/Toast";
import { followsServer } from "./useServerValue";
import { beginLiveRevalidation, endLiveRevalidation } from "~/lib/live/liveRevalidation";
import { LIVE_PATH, SESSION_ENDED, type LiveClientMessage, type LiveMessage, type LivePresence } from "~/lib/live/protocol";
import { EVERYTHING, isOwnEcho, overwrittenMessage, staleBy, type LiveScope } from "~/lib/live/relevance";

type Live = {
  /** The member this page belongs to, once the socket said hello. */
  me: string | null;
  /** Who else looks at the page's project (the project pages only). */
  presence: LivePresence | null;
  /** Tells the others which task this page has open for editing (null: none). */
  setEditing: (taskId: string | null) => void;
};

const LiveContext = createContext<Live>({ me: null, presence: null, setEditing: () => {} });

export const useLive = () => useContext(LiveContext);

/** Coalesces the events of a burst into one reload of the page's data. */
const SETTLE_MS = 120;
/** A reload waits this long after the reader's last click or key, so nothing changes under their hands. */
const QUIET_MS = 1500;

const EDITABLE = "input, textarea, select, [contenteditable='true']";

/**
 * Whether the reader is at work on the page: a click or key just now, an editor open ([data-live-hold]),
 * or the focus in a field a reload could reset (the fields of tasks follow the server in place, keeping
 * what the reader types: useServerValue).
 */
function readerBusy(lastInputAt: number) {
  if (Date.now() - lastInputAt < QUIET_MS) return true;
  if (document.querySelector("[data-live-hold]")) return true;
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches(EDITABLE) && !followsServer(active);
}

/** When the reader last clicked or pressed a key on the page. */
function useLastInput() {
  const at = useRef(0);
  useEffect(() => {
    const mark = () => {
      at.current = Date.now();
    };
    window.addEventListener("pointerdown", mark, true);
    window.addEventListener("keydown", mark, true);
    return () => {
      window.removeEventListener("pointerdown", mark, true);
      window.removeEventListener("keydown", mark, true);
    };
  }, []);
  return at;
}
const RETRY_MS = [500, 1000, 2000, 5000, 10000];

/** The page's own posts: when it last posted (its echo is not applied twice) and whether one is under way. */
function usePosting() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const posting = (navigation.formMethod ?? "GET").toUpperCase() !== "GET" || fetchers.some((fetcher) => fetcher.state !== "idle" && (fetcher.formMethod ?? "GET").toUpperCase() !== "GET");
  const lastPostAt = useRef(0);
  if (posting) lastPostAt.current = Date.now();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  return { lastPostAt, busy };
}

/**
 * The page's live socket (issue 21, decision record 50): one per page, for the project it shows.
 * Someone else's change reloads the page's data (the routes its scope names) in place, keeping
 * scroll, focus and unsaved input; a burst is one reload, taken once the page's own loads are done.
 * After a dropped socket, a reconnect that missed something reloads once. Without JavaScript none
 * of this runs: pages are complete as served.
 */
export function LiveUpdates({ children }: { children: ReactNode }) {
  const projectId = useParams().projectId ?? null;
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const { lastPostAt, busy } = usePosting();
  const lastInputAt = useLastInput();
  const [me, setMe] = useState<string | null>(null);
  const [presence, setPresence] = useState<LivePresence | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const editing = useRef<string | null>(null);
  const lastSeq = useRef<number | null>(null);
  const stale = useRef(new Set<LiveScope>());
  const page = useRef({ pathname, projectId, busy, me });
  page.current = { pathname, projectId, busy, me };
  const [tick, setTick] = useState(0);

  const markStale = useCallback((scopes: Iterable<LiveScope>) => {
    for (const scope of scopes) stale.current.add(scope);
    setTick((value) => value + 1);
  }, []);

  // Reload once the burst settles, nothing of the page's own is loading and the reader is not at work
  // on it (else look again shortly); the scopes pick the routes.
  useEffect(() => {
    if (stale.current.size === 0 || busy || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      if (readerBusy(lastInputAt.current)) return setTick((value) => value + 1);
      beginLiveRevalidation(new Set(stale.current));
      stale.current.clear();
      revalidator.revalidate();
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [tick, busy, revalidator, lastInputAt]);
  useEffect(() => {
    if (revalidator.state === "idle") endLiveRevalidation();
  }, [revalidator.state]);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const receive = (message: LiveMessage) => {
      const now = page.current;
      // The page's own echo counts as seen too: a reconnect must not take it for a missed change.
      if ((message.type === "hello" || message.type === "change") && message.seq > (lastSeq.current ?? 0)) lastSeq.current = message.seq;
      if (message.type === "hello") {
        setMe(message.userId);
        if (message.missed) markStale(EVERYTHING);
      } else if (message.type === "change") {
        if (isOwnEcho(message, now.me, lastPostAt.current, Date.now())) return;
        markStale(staleBy(message, now));
        if (message.overwrote && message.overwrote === now.me) toast.show(overwrittenMessage(message), "info");
      } else if (message.type === "presence") {
        setPresence(message);
      } else if (message.type === "notifications") {
        markStale(["shell"]);
      }
    };
    const connect = () => {
      const url = new URL(LIVE_PATH, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      if (projectId) url.searchParams.set("project", projectId);
      if (lastSeq.current !== null) url.searchParams.set("since", String(lastSeq.current));
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        if (editing.current) socket.send(JSON.stringify({ type: "editing", taskId: editing.current } satisfies LiveClientMessage));
      };
      socket.onmessage = (event) => receive(JSON.parse(String(event.data)) as LiveMessage);
      socket.onclose = (event) => {
        if (stopped || event.code === SESSION_ENDED) return;
        setPresence(null);
        retry = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socketRef.current?.close(1000);
      socketRef.current = null;
      setPresence(null);
    };
  }, [projectId, markStale, toast, lastPostAt]);

  const setEditing = useCallback((taskId: string | null) => {
    if (editing.current === taskId) return;
    editing.current = taskId;
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "editing", taskId } satisfies LiveClientMessage));
  }, []);

  const live = useMemo(() => ({ me, presence, setEditing }), [me, presence, setEditing]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}
