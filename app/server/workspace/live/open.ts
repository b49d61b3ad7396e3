import type { Outcome } from "../types";
import type { LiveConnectInput, liveQueries } from "../aggregates/live/queries";
import type { LiveHub } from "./hub";

/** The header the Worker's live route passes the session token in (the Durable Object has no cookies of its own). */
export const LIVE_TOKEN_HEADER = "x-meridian-live-session";

type Connected = ReturnType<(typeof liveQueries)["live.connect"]["handler"]>;

const refusal = (status: number, message: string) => Response.json({ message }, { status });

/** Answers a live socket's upgrade: 101 with the page's end when the member may listen, else the read's refusal. */
export async function openSocket(request: Request, hub: LiveHub, connect: (input: LiveConnectInput) => Promise<Outcome<unknown>>) {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return refusal(400, "Expected a WebSocket upgrade");
  const url = new URL(request.url);
  const since = url.searchParams.get("since");
  const outcome = await connect({ projectId: url.searchParams.get("project"), since: since === null ? null : Number(since) });
  if (!outcome.ok) return refusal(outcome.status, outcome.message);
  const { listener, hello } = outcome.data as Connected;
  const [page, server] = Object.values(new WebSocketPair());
  hub.accept(server, listener, hello);
  return new Response(null, { status: 101, webSocket: page });
}
