import { useFetcher, useParams } from "@remix-run/react";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { ThreadItemType } from "~/lib/conversationForms";
import type { MoreAnswer, Person } from "./types";

/** What every part of a thread needs: the item, whether it may be written in, the highlighted message, and who may be mentioned. */
type ThreadContextValue = {
  item: { type: ThreadItemType; id: string };
  canWrite: boolean;
  highlighted: string | null;
  /** The resource route's address for this item with `query` (JavaScript only). */
  moreUrl: (query: Record<string, string>) => string;
  people: Person[] | null;
  loadPeople: () => void;
};

const ThreadContext = createContext<ThreadContextValue | null>(null);

export function ThreadProvider({ item, canWrite, highlighted, children }: { item: ThreadContextValue["item"]; canWrite: boolean; highlighted: string | null; children: ReactNode }) {
  const { teamId, projectId } = useParams();
  const mentionable = useFetcher<MoreAnswer>();
  const moreUrl = useCallback(
    (query: Record<string, string>) => `/projects/${teamId}/${projectId}/conversations?${new URLSearchParams({ [item.type === "task" ? "taskId" : "groupId"]: item.id, ...query })}`,
    [teamId, projectId, item.type, item.id],
  );
  const { load, state, data } = mentionable;
  const loadPeople = useCallback(() => {
    if (state === "idle" && !data) load(moreUrl({ mentionable: "1" }));
  }, [state, data, load, moreUrl]);
  const people = data?.kind === "people" ? data.people : null;
  const value = useMemo(() => ({ item, canWrite, highlighted, moreUrl, people, loadPeople }), [item, canWrite, highlighted, moreUrl, people, loadPeople]);
  return <ThreadContext.Provider value={value}>{children}</ThreadContext.Provider>;
}

export function useThread(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error("useThread outside a ThreadProvider");
  return value;
}
