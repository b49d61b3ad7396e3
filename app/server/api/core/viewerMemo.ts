import type { Failure, Viewer } from "~/server/workspace/types";

/** What the tenant's Durable Object said about a session token: who holds it, or why it was refused. */
export type ViewerOutcome = { ok: true; viewer: Viewer } | Failure;

/**
 * The viewer outcomes of one incoming request, by session token (decision
 * record 15). The in-process API calls of one page request share one memo, so
 * the loaders running in parallel pay for one session check between them; an
 * API client over HTTP gets a fresh memo with every request.
 */
export class ViewerMemo {
  private readonly outcomes = new Map<string, Promise<ViewerOutcome | null>>();

  /** The remembered outcome for a token, else the one `check` answers (remembered for the next caller). */
  recall(token: string, check: () => Promise<ViewerOutcome>): Promise<ViewerOutcome> {
    const known = this.outcomes.get(token);
    const outcome = known ? known.then((remembered) => remembered ?? check(), check) : check();
    this.remember(token, outcome);
    return outcome;
  }

  /**
   * What a workspace query learns about its token's viewer on the way (null
   * when its failure says nothing about the session); kept unless a check is
   * already under way.
   */
  offer(token: string, outcome: Promise<ViewerOutcome | null>) {
    if (!this.outcomes.has(token)) this.remember(token, outcome);
  }

  /** After a change (any call that is not a GET) the viewer may differ: the next caller checks again. */
  forget() {
    this.outcomes.clear();
  }

  private remember(token: string, outcome: Promise<ViewerOutcome | null>) {
    this.outcomes.set(token, outcome);
    // A failed call is not remembered: the next caller tries again.
    outcome.catch(() => {
      if (this.outcomes.get(token) === outcome) this.outcomes.delete(token);
    });
  }
}

const shared = new WeakMap<Request, ViewerMemo>();

/**
 * Hands a page request's memo to one of its in-process API calls. It travels
 * beside the request object, never in a header, so no browser can claim one.
 */
export function shareViewerMemo(request: Request, memo: ViewerMemo): Request {
  shared.set(request, memo);
  return request;
}

/** The memo of an API request: its page request's, for an in-process call; a fresh one otherwise. */
export function viewerMemoOf(request: Request): ViewerMemo {
  return shared.get(request) ?? new ViewerMemo();
}
