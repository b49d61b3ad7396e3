/**
 * Remix's data router, as its browser entry leaves it on `window`: what it holds at this moment, not
 * what the last render saw. Its subscribers hear a navigation begin before its requests go out (a React
 * effect comes too late), and its fetchers are on their way from the call that sent them, before the
 * page draws them (a render can come seconds later on a busy machine).
 */
export type RemixRouter = {
  state: { fetchers: ReadonlyMap<string, { state: string; formMethod?: string }> };
  subscribe(listener: (state: { navigation: { location?: { pathname: string } } }) => void): () => void;
};

export const remixRouter = (): RemixRouter | undefined =>
  typeof window === "undefined" ? undefined : (window as { __remixRouter?: RemixRouter }).__remixRouter;
