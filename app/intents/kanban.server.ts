import { z } from "zod";
import { KANBAN_INTENTS, parseChoice, type BoardReply, type KanbanIntent } from "~/components/kanban/intents";
import { apiResult } from "~/lib/api-result";
import type { BoardType } from "~/schemas/kanban";
import type { ApiClient } from "~/server/api/client";
import { answerPost, defineIntents, formField as field, intent, unknownAction, type Params } from "./define.server";

/** The board's form posts (every one works without JavaScript): each intent is one /api/v2 call. */
const projectOf = (params: Params) => params.projectId ?? "";

/** The board a form names: its type and, for a single-select column, the column. */
const board = field.optional.transform((value) => parseChoice(value ?? "") as { type: BoardType; columnId?: string });

export const kanbanIntents = defineIntents(
  {
    [KANBAN_INTENTS.boardType]: intent({
      schema: z.object({ board }),
      send: async (api, value, params) => apiResult(await api.kanban.setKanbanViewType.$post({ json: { projectId: projectOf(params), ...value.board } })),
      done: "Board updated.",
    }),
    [KANBAN_INTENTS.moveCard]: intent({
      schema: z.object({ board, taskId: field.id, to: field.id, from: field.optional, afterId: field.optional, beforeId: field.optional }),
      send: async (api, { board: choice, ...move }) => apiResult(await api.kanban.moveCard.$post({ json: { ...choice, ...move } })),
      done: "Card moved.",
    }),
    [KANBAN_INTENTS.addCard]: intent({
      schema: z.object({ board, to: field.id, name: field.id }),
      send: async (api, { board: choice, ...card }, params) => apiResult(await api.kanban.addCard.$post({ json: { projectId: projectOf(params), ...choice, ...card } })),
      done: "Card added.",
    }),
    [KANBAN_INTENTS.cardColumns]: intent({
      schema: z.object({ columnIds: field.list }),
      send: async (api, { columnIds }, params) => apiResult(await api.kanban.setCardColumns.$post({ json: { projectId: projectOf(params), columnIds } })),
      done: "Card fields saved.",
    }),
  } satisfies Record<KanbanIntent, unknown>,
  { raw: true },
);

/**
 * A post of the board: a redirect back to the board with a toast, or a fetcher's outcome: the card
 * the API answered, which the board puts in place of its own (the board's loader does not run
 * again, boardRevalidates), or the refusal (the card rolls back and the toast shows).
 */
export async function boardPost(request: Request, form: FormData, api: ApiClient, params: Params) {
  const outcome = await kanbanIntents.run(form, api, params);
  if (!outcome) return unknownAction();
  // Back to the board as it was shown: its address keeps the cards "Load more" showed (`loaded`).
  const back = new URL(request.url);
  back.searchParams.delete("index");
  return answerPost(request, form, outcome, `${back.pathname}${back.search}`, (done): BoardReply =>
    done.ok && done.data && typeof done.data === "object" && "card" in done.data ? { ok: true, message: done.message, card: done.data.card } : { ok: done.ok, message: done.message },
  );
}
