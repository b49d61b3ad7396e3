import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { OnDemand } from "~/components/OnDemand";
import { choiceValue, KANBAN_INTENTS } from "./intents";
import type { BoardData } from "./types";

const button = "rounded bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200";

/**
 * How the board groups its cards, and (for those who manage the project) which columns its cards show,
 * behind its title until opened (OnDemand): plain forms.
 */
export function BoardSettings({ board }: { board: BoardData }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Form method="post" className="flex min-w-0 items-center gap-2">
        <CsrfField />
        <input type="hidden" name="intent" value={KANBAN_INTENTS.boardType} />
        <label htmlFor="board-type" className="text-sm font-medium text-slate-700">
          Group by
        </label>
        <select id="board-type" name="board" defaultValue={choiceValue(board)} key={choiceValue(board)} className="rounded border border-slate-300 px-2 py-1 text-sm">
          {board.choices.map((choice) => (
            <option key={choiceValue(choice)} value={choiceValue(choice)}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="submit" className={button}>
          Show
        </button>
      </Form>
      {board.canManage && board.projectColumns.length > 0 ? (
        <OnDemand name="card-fields" trigger="Card fields" className="text-sm" triggerClassName="cursor-pointer font-medium text-brand-700">
          <Form method="post" className="mt-2 flex flex-col gap-1 rounded-md bg-white p-3 ring-1 ring-slate-200">
            <CsrfField />
            <input type="hidden" name="intent" value={KANBAN_INTENTS.cardColumns} />
            <fieldset>
              <legend className="mb-1 text-slate-700">Columns shown on each card</legend>
              {board.projectColumns.map((column) => (
                <label key={column.id} className="flex items-center gap-2">
                  <input type="checkbox" name="columnIds" value={column.id} defaultChecked={column.chosen} />
                  {column.name}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={`${button} mt-2 self-start`}>
              Save card fields
            </button>
          </Form>
        </OnDemand>
      ) : null}
    </div>
  );
}
