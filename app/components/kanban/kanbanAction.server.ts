import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { BoardType } from "~/schemas/kanban";
import { apiResult, type ApiFailure } from "~/lib/api-result";
import { VIA_FETCHER } from "~/lib/taskForms";
import { redirectWithToast } from "~/lib/toast.server";
import { KANBAN_INTENTS, parseChoice, type KanbanIntent } from "./intents";

type Api = AppLoadContext["api"];
type Outcome = { ok: true; message: string } | ApiFailure;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value !== "" ? value : undefined;
};

const call = async (response: Promise<{ status: number; headers: Headers; json(): Promise<unknown> }>, message: string): Promise<Outcome> => {
  const result = await apiResult(await response);
  return result.ok ? { ok: true, message } : result;
};

/** The board a form names: its type and, for a single-select column, the column. */
const boardOf = (form: FormData) => parseChoice(text(form, "board") ?? "") as { type: BoardType; columnId?: string };

function run(api: Api, intent: KanbanIntent, form: FormData, projectId: string): Promise<Outcome> {
  const field = (name: string) => text(form, name) ?? "";
  switch (intent) {
    case KANBAN_INTENTS.boardType:
      return call(api.kanban.setKanbanViewType.$post({ json: { projectId, ...boardOf(form) } }), "Board updated.");
    case KANBAN_INTENTS.moveCard:
      return call(
        api.kanban.moveCard.$post({
          json: { ...boardOf(form), taskId: field("taskId"), to: field("to"), from: text(form, "from"), afterId: text(form, "afterId"), beforeId: text(form, "beforeId") },
        }),
        "Card moved.",
      );
    case KANBAN_INTENTS.addCard:
      return call(api.kanban.addCard.$post({ json: { projectId, ...boardOf(form), to: field("to"), name: field("name") } }), "Card added.");
    case KANBAN_INTENTS.cardColumns:
      return call(api.kanban.setCardColumns.$post({ json: { projectId, columnIds: form.getAll("columnIds").map(String) } }), "Card fields saved.");
  }
}

/**
 * A post of the board: a plain one (no JavaScript) answers a redirect back to
 * the board with a toast; a fetcher's answers its outcome, so the card can roll
 * back and the toast show.
 */
export async function handleBoardPost(request: Request, form: FormData, api: Api, projectId: string) {
  const intent = text(form, "intent") as KanbanIntent;
  if (!Object.values(KANBAN_INTENTS).includes(intent)) return data({ ok: false as const, message: "Unknown action" }, 400);
  const outcome = await run(api, intent, form, projectId);
  if (text(form, VIA_FETCHER)) {
    return data({ ok: outcome.ok, message: outcome.message }, outcome.ok ? 200 : outcome.status);
  }
  const url = new URL(request.url);
  return redirectWithToast(request, url.pathname, { kind: outcome.ok ? "success" : "error", message: outcome.message });
}
