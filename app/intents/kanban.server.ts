import { KANBAN_INTENTS, parseChoice, type BoardReply, type KanbanIntent } from "~/components/kanban/intents";
import { apiResult } from "~/lib/api-result";
import { BoardChoiceSchema, CardColumnsSchema, MoveCardSchema, NewCardSchema } from "~/schemas/kanban";
import type { ApiClient } from "~/server/api/client";
import { answerPost, defineIntents, intent, unknownAction, type Params } from "./define.server";
import { fromForm } from "./formInput.server";

/** The board's form posts (every one works without JavaScript): each intent is one /api/v2 call. */
const projectOf = (params: Params) => ({ projectId: params.projectId ?? "" });

/** A board form's fields with its `board` ("STATUS", "COLUMN:<columnId>"…) read as the board's type and column. */
export const onChosenBoard = ({ board, ...form }: Record<string, unknown>) => ({ ...form, ...parseChoice(typeof board === "string" ? board : "") });

export const kanbanIntents = defineIntents({
  [KANBAN_INTENTS.boardType]: intent({
    schema: fromForm(BoardChoiceSchema, onChosenBoard),
    send: async (api, choice, params) => apiResult(await api.kanban.setKanbanViewType.$post({ json: { ...projectOf(params), ...choice } })),
    done: "Board updated.",
  }),
  [KANBAN_INTENTS.moveCard]: intent({
    schema: fromForm(MoveCardSchema, onChosenBoard),
    send: async (api, json) => apiResult(await api.kanban.moveCard.$post({ json })),
    done: "Card moved.",
  }),
  [KANBAN_INTENTS.addCard]: intent({
    schema: fromForm(NewCardSchema, onChosenBoard),
    send: async (api, card, params) => apiResult(await api.kanban.addCard.$post({ json: { ...projectOf(params), ...card } })),
    done: "Card added.",
  }),
  [KANBAN_INTENTS.cardColumns]: intent({
    schema: CardColumnsSchema.omit({ projectId: true }),
    send: async (api, { columnIds }, params) => apiResult(await api.kanban.setCardColumns.$post({ json: { ...projectOf(params), columnIds } })),
    done: "Card fields saved.",
  }),
} satisfies Record<KanbanIntent, unknown>);

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
