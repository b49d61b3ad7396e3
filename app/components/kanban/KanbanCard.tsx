import { MessageCount } from "~/components/conversations/MessageCount";
import { Form, Link } from "@remix-run/react";
import { memo } from "react";
import { MemberAvatar } from "~/components/Avatar";
import { CsrfField } from "~/components/CsrfField";
import { refocusDrawnItem } from "~/components/keyboard/itemKeys";
import { OnDemand } from "~/components/OnDemand";
import { formatValue, type ColumnShape, type ColumnValue } from "~/lib/columns";
import { formatCalendarDay } from "~/lib/dates";
import { PRIORITY_NAMES } from "~/lib/priorities";
import { choiceValue, KANBAN_INTENTS } from "./intents";
import type { BoardContext, CardData } from "./types";

export type CardProps = {
  card: CardData;
  column: string;
  context: BoardContext;
  /** The cards above and below it, for the move up and down forms without JavaScript. */
  previousId: string | null;
  nextId: string | null;
};

const MAX_AVATARS = 3;

/**
 * A card: its task's name, assignees, due date, priority, subtask progress and chosen column values.
 * It moves by its Move… forms; once the board's drag and drop has arrived (./dnd, decisions 0085 and
 * 0095) that module puts a drag handle into its empty slot and moves it, without rendering the card
 * again, and above 768 px the Move… forms give way to the handle.
 */
export const KanbanCard = memo(function KanbanCard(props: CardProps) {
  const { card, column, context } = props;
  return (
    <li ref={refocusDrawnItem} data-task-id={card.id} data-column={column} aria-label={card.name} className="kanban-card rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200 data-[dragging]:opacity-60">
      <div className="flex items-start gap-2">
        <span data-drag-slot="" className="contents" />
        <CardTitle card={card} projectPath={context.projectPath} />
      </div>
      <CardDetails {...props} />
    </li>
  );
});

const CardTitle = memo(function CardTitle({ card, projectPath }: { card: CardData; projectPath: string }) {
  return (
    <>
      <Link to={`${projectPath}?taskId=${card.id}`} className="min-w-0 flex-1 break-words text-sm font-medium text-slate-900 hover:underline max-md:min-h-6">
        {card.name}
      </Link>
      <MessageCount counts={card} to={`${projectPath}?taskId=${card.id}&tab=conversations`} />
    </>
  );
});

function CardDetails({ card, column, context, previousId, nextId }: CardProps) {
  const { board } = context;
  const people = card.assignees.map((person) => ({ userId: person.userId, person }));
  return (
    <>
      <dl className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {card.dueDate ? (
          <div className="flex gap-1">
            <dt className="sr-only">Due</dt>
            <dd>Due {formatCalendarDay(card.dueDate, board.dateFormat ?? undefined)}</dd>
          </div>
        ) : null}
        {card.priority ? (
          <div className="flex gap-1">
            <dt className="sr-only">Priority</dt>
            <dd className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">{PRIORITY_NAMES[card.priority]}</dd>
          </div>
        ) : null}
        {card.subtasks.total > 0 ? (
          <div className="flex gap-1">
            <dt>Subtasks</dt>
            <dd>
              {card.subtasks.done}/{card.subtasks.total}
            </dd>
          </div>
        ) : null}
        {board.cardColumns.map((cardColumn) => {
          const value = card.values[cardColumn.id] as ColumnValue | undefined;
          if (value === undefined || value === null) return null;
          const shown = formatValue(cardColumn as unknown as ColumnShape, value, {
            dateFormat: board.dateFormat ?? undefined,
            nameOf: (userId) => {
              const person = context.nameOf(userId);
              return person && `${person.firstName} ${person.lastName}`;
            },
          });
          return (
            <div key={cardColumn.id} className="flex gap-1">
              <dt>{cardColumn.name}:</dt>
              <dd>{shown}</dd>
            </div>
          );
        })}
      </dl>
      {people.length > 0 ? (
        <div className="mt-2 flex items-center -space-x-1">
          <span className="sr-only">Assignees:</span>
          {people.slice(0, MAX_AVATARS).map(({ userId, person }) => (
            <MemberAvatar key={userId} member={person ?? { firstName: "Someone", lastName: "" }} size="sm" />
          ))}
          {people.length > MAX_AVATARS ? <span className="pl-2 text-xs text-slate-600">and {people.length - MAX_AVATARS} more</span> : null}
        </div>
      ) : null}
      {board.canEdit ? (
        // Without JavaScript (or until it runs), and on a phone beside the touch drag (issue 42): rendered when opened,
        // `?open=move-<taskId>` (decisions 0070, 0071).
        <OnDemand
          name={`move-${card.id}`}
          trigger="Move…"
          label={`Move… ${card.name}`}
          className="mt-2 border-t border-slate-100 pt-1 md:in-data-[enhancement=ready]:hidden"
          triggerClassName="inline-flex min-h-6 items-center rounded px-1.5 py-0.5 text-xs text-brand-700 hover:bg-slate-100"
        >
          <MoveForms card={card} column={column} context={context} previousId={previousId} nextId={nextId} />
        </OnDemand>
      ) : null}
    </>
  );
}

/** Without JavaScript: a card moves to another column by a select and a button, and up or down by one. */
function MoveForms({ card, column, context, previousId, nextId }: Pick<CardProps, "card" | "column" | "context" | "previousId" | "nextId">) {
  const { board } = context;
  const fields = (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={KANBAN_INTENTS.moveCard} />
      <input type="hidden" name="board" value={choiceValue(board)} />
      <input type="hidden" name="taskId" value={card.id} />
      <input type="hidden" name="from" value={column} />
    </>
  );
  const step = (label: string, anchor: Record<string, string>) => (
    <Form method="post" className="inline">
      {fields}
      <input type="hidden" name="to" value={column} />
      {Object.entries(anchor).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="min-h-6 rounded px-1.5 py-0.5 text-xs text-brand-700 hover:bg-slate-100">
        {label}
        <span className="sr-only"> {card.name}</span>
      </button>
    </Form>
  );
  const selectId = `move-${column}-${card.id}`;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      <Form method="post" className="flex items-center gap-1">
        {fields}
        <label htmlFor={selectId} className="sr-only">
          Column for {card.name}
        </label>
        <select id={selectId} name="to" defaultValue={column} className="min-h-6 max-w-[9rem] rounded border border-slate-300 px-1 py-0.5 text-xs">
          {board.columns.map((each) => (
            <option key={each.key} value={each.key}>
              {each.label}
            </option>
          ))}
        </select>
        <button type="submit" className="min-h-6 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-200">
          Move<span className="sr-only"> {card.name}</span>
        </button>
      </Form>
      {previousId ? step("Up", { beforeId: previousId }) : null}
      {nextId ? step("Down", { afterId: nextId }) : null}
    </div>
  );
}
