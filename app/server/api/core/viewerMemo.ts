import type { Failure, Viewer } from "~/server/workspace/types";
import { afterQueuedTasks, QueryBatch } from "./queryBatch";

/** What the tenant's Durable Object said about a session token: who holds it, or why it was refused. */
export type ViewerOutcome = { ok: true; viewer: Viewer } | Failure;

type Options = {
  /**
   * Whether a first check waits until the calls started alongside it have begun: a page's
   * loaders run in parallel, and the session check the shell needs can then ride on the page's
   * own data query instead of costing a Durable Object call of its own.
   */
  waitForSiblings?: boolean;
  /** Whether the workspace queries of the request's calls go to the Durable Object together (QueryBatch, decision record 62). */
  batchQueries?: boolean;
};


/**
 * The viewer outcomes of one incoming request, by session token (decision
 * records 15 and 35). The in-process API calls of one page request share one
 * memo, so the loaders running in parallel pay for one session check between
 * them, carried by a data query when there is one; an API client over HTTP
 * gets a fresh memo with every request.
 */
export class ViewerMemo {
  private readonly outcomes = new Map<string, Promise<ViewerOutcome | null>>();
  /** Tokens whose first check is waiting for its siblings, with what a query offered meanwhile. */
  private readonly waiting = new Map<string, Promise<ViewerOutcome | null> | null>();
  /** The page request's query batch, when its calls send their queries together. */
  readonly queries: QueryBatch | null;

  constructor(private readonly options: Options = {}) {
    this.queries = options.batchQueries ? new QueryBatch() : null;
  }

  /** The remembered outcome for a token, else the one `check` answers (remembered for the next caller). */
  recall(token: string, check: () => Promise<ViewerOutcome>): Promise<ViewerOutcome> {
    const known = this.outcomes.get(token);
    const outcome = known ? orCheck(known, check) : this.firstCheck(token, check);
    this.remember(token, outcome);
    return outcome;
  }

  /**
   * What a workspace query learns about its token's viewer on the way (null
   * when its failure says nothing about the session); kept unless a check is
   * already under way.
   */
  offer(token: string, outcome: Promise<ViewerOutcome | null>) {
    if (this.waiting.has(token)) {
      if (!this.waiting.get(token)) this.waiting.set(token, outcome);
    } else if (!this.outcomes.has(token)) this.remember(token, outcome);
  }

  /** After a change (any call that is not a GET) the viewer may differ: the next caller checks again. */
  forget() {
    this.outcomes.clear();
    this.waiting.clear();
  }

  private firstCheck(token: string, check: () => Promise<ViewerOutcome>): Promise<ViewerOutcome> {
    if (!this.options.waitForSiblings) return check();
    this.waiting.set(token, null);
    return afterQueuedTasks().then(() => {
      const offered = this.waiting.get(token);
      this.waiting.delete(token);
      return offered ? orCheck(offered, check) : check();
    });
  }

  private remember(token: string, outcome: Promise<ViewerOutcome | null>) {
    this.outcomes.set(token, outcome);
    // A failed call is not remembered: the next caller tries again.
    outcome.catch(() => {
      if (this.outcomes.get(token) === outcome) this.outcomes.delete(token);
    });
  }
}

/** A known outcome, or a check of its own where it says nothing of the session or failed. */
const orCheck = (known: Promise<ViewerOutcome | null>, check: () => Promise<ViewerOutcome>) =>
  known.then((remembered) => remembered ?? check(), check);

const shared = new WeakMap<Request, ViewerMemo>();

/**
 * Hands a page request's memo to one of its in-process API calls. It travels
 * beside the request object, never in a header, so no browser can claim one.
 */
export function shareViewerMemo(request: Request, memo: ViewerMemo): Request {
  shared.set(request, memo);
  return request;
}

/** Whether an API request is a page's in-process call (it carries its page request's memo), not one over HTTP. */
export const isInProcess = (request: Request) => shared.has(request);

/** The memo of an API request: its page request's, for an in-process call; a fresh one otherwise. */
export function viewerMemoOf(request: Request): ViewerMemo {
  return shared.get(request) ?? new ViewerMemo();
}
