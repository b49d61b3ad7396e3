import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { FormErrors, INTENT_FIELD } from "~/components/forms";
import { columnIntents } from "~/intents/columns.server";
import { apiResult } from "~/lib/api-result";
import { COLUMN_TYPE_LABELS, COLUMN_TYPES, CURRENCIES, DEFAULT_CURRENCY, DEFAULT_RATING_MAX, columnTypeOf, hasSetting, RATING_MAXIMA, type ColumnSetting, type ColumnType } from "~/lib/columns";
import { redirectWithToast } from "~/lib/toast.server";
import { useRestriction } from "~/components/access/Restricted";
import { RESTRICTED_REASON } from "~/lib/accessRestrictions";

export const meta: MetaFunction = () => [{ title: "Columns · Meridian" }];

type Column = Awaited<ReturnType<typeof loader>>["columns"][number];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const projectId = params.projectId ?? "";
  const result = await apiResult(await context.api.project.column.get.$get({ query: { projectId } }));
  if (!result.ok) throw new Response(result.message, { status: result.status });
  return { columns: result.data.columns, status: result.data.status };
}

/** A refused post: its message, the column it concerns, and for a change that converts or clears values the form to confirm it. */
type Outcome = {
  error?: string;
  fields?: Record<string, string[]>;
  columnId?: string;
  confirm?: { message: string; entries: Array<[string, string]> };
};

const entriesOf = (formData: FormData) =>
  [...formData.entries()].filter(([name]) => name !== "csrf" && !name.startsWith("__")).map(([name, value]) => [name, String(value)] as [string, string]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const outcome = await columnIntents.run(form, context.api, params);
  if (!outcome) return data<Outcome>({ error: "Unknown action" }, 400);
  if (outcome.ok) return redirectWithToast(request, new URL(request.url).pathname, { kind: "success", message: outcome.message });
  const posted = outcome.reply.initialValue?.columnId;
  const columnId = typeof posted === "string" ? posted : undefined;
  // A change that converts or clears values (409 without a field's error) asks to be confirmed, once.
  if (outcome.by === "api" && outcome.status === 409 && !outcome.fields && "confirm" in outcome.value && !outcome.value.confirm) {
    return data<Outcome>({ columnId, confirm: { message: outcome.message, entries: entriesOf(form) } }, 409);
  }
  return data<Outcome>({ error: outcome.message, fields: outcome.fields, columnId }, outcome.status);
}

const BUTTON = "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm hover:bg-slate-50 disabled:opacity-50";
const PRIMARY = "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700";
const INPUT = "rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm";

function PostForm({ intent, columnId, children, className }: { intent: string; columnId?: string; children: ReactNode; className?: string }) {
  return (
    <Form method="post" className={className}>
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {columnId ? <input type="hidden" name="columnId" value={columnId} /> : null}
      {children}
    </Form>
  );
}

/** The project's columns, unless an access restriction turns their management off here: add, rename and configure, reorder, duplicate, change type, delete; every step a plain form. */
export default function ColumnManager() {
  const restricted = useRestriction("customColumns") !== null;
  return (
    <section aria-labelledby="columns-title" className="max-w-4xl p-6">
      <h2 id="columns-title" className="text-xl font-semibold">
        Columns
      </h2>
      {restricted ? <p className="mt-2 text-sm text-slate-600">{RESTRICTED_REASON}</p> : <ColumnEditor />}
    </section>
  );
}

function ColumnEditor() {
  const { columns, status } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {status.name} is always the first column: its options are the team&apos;s statuses ({status.options.map((option) => option.name).join(", ")}).
      </p>
      {outcome?.confirm ? <ConfirmChange message={outcome.confirm.message} entries={outcome.confirm.entries} /> : null}
      {outcome?.error && !outcome.columnId ? <FormErrors id="columns-error" errors={[outcome.error]} /> : null}
      <ol aria-label="Columns" className="mt-6 flex flex-col gap-3">
        {columns.map((column, index) => (
          <ColumnItem
            key={column.columnId}
            column={column}
            previous={columns[index - 2]?.columnId ?? (index === 1 ? "" : undefined)}
            next={columns[index + 1]?.columnId}
            error={outcome?.columnId === column.columnId ? outcome.error : undefined}
            confirmingDelete={search.get("confirmDelete") === column.columnId}
          />
        ))}
      </ol>
      <AddColumn error={outcome?.columnId ? undefined : outcome?.fields?.name?.[0]} />
    </>
  );
}

function ConfirmChange({ message, entries }: { message: string; entries: Array<[string, string]> }) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-change-title" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p id="confirm-change-title" className="font-medium">
        {message}
      </p>
      <div className="mt-3 flex gap-3">
        <Form method="post">
          <CsrfField />
          {entries.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name="confirm" value="true" className="rounded-md bg-amber-600 px-3 py-1.5 text-sm font-medium text-white">
            Yes, change the column
          </button>
        </Form>
        <Link to="." className={BUTTON}>
          Keep it as it is
        </Link>
      </div>
    </div>
  );
}

/** Config fields of a type; without JavaScript every one shows, labelled with the types it serves. */
function ConfigFields({ type, defaults }: { type: ColumnType | null; defaults?: Column["config"] }) {
  const shows = (setting: ColumnSetting) => type === null || hasSetting(type, setting);
  return (
    <>
      {shows("currency") ? (
        <label className="flex flex-col gap-1 text-sm">
          Currency{type === null ? " (currency columns)" : ""}
          <select name="currency" defaultValue={defaults?.currency ?? DEFAULT_CURRENCY} className={INPUT}>
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
      ) : null}
      {shows("max") ? (
        <label className="flex flex-col gap-1 text-sm">
          Highest rating{type === null ? " (rating columns)" : ""}
          <select name="max" defaultValue={String(defaults?.max ?? DEFAULT_RATING_MAX)} className={INPUT}>
            {RATING_MAXIMA.map((max) => (
              <option key={max}>{max}</option>
            ))}
          </select>
        </label>
      ) : null}
      {shows("options") ? (
        <label className="flex flex-col gap-1 text-sm">
          Options, one per line{type === null ? " (select and label columns)" : ""}
          <textarea name="options" rows={3} defaultValue={defaults?.options?.map((option) => option.label).join("\n")} className={INPUT} />
        </label>
      ) : null}
    </>
  );
}

function TypeSelect({ label, defaultValue, onChange }: { label: string; defaultValue: ColumnType; onChange?: (type: ColumnType) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name="type" defaultValue={defaultValue} className={INPUT} onChange={(event) => onChange?.(event.currentTarget.value as ColumnType)}>
        {COLUMN_TYPES.map((value) => (
          <option key={value} value={value}>
            {COLUMN_TYPE_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

function AddColumn({ error }: { error?: string }) {
  const [type, setType] = useState<ColumnType | null>(null);
  return (
    <PostForm intent="createColumn" className="mt-8 flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold">Add a column</h2>
      <label className="flex flex-col gap-1 text-sm">
        Column name
        <input name="name" required maxLength={50} className={INPUT} aria-invalid={error ? true : undefined} aria-describedby={error ? "add-column-error" : undefined} />
      </label>
      {error ? (
        <p id="add-column-error" role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <TypeSelect label="Column type" defaultValue="TEXT" onChange={setType} />
      <ConfigFields type={type} />
      <div>
        <button type="submit" className={PRIMARY}>
          Add column
        </button>
      </div>
    </PostForm>
  );
}

function ColumnItem({
  column,
  previous,
  next,
  error,
  confirmingDelete,
}: {
  column: Column;
  /** The column to move after when going up: "" for first place, undefined when already first. */
  previous?: string;
  next?: string;
  error?: string;
  confirmingDelete: boolean;
}) {
  return (
    <li aria-label={column.name} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-500">
        <span className="font-medium text-slate-900">{column.name}</span> · {COLUMN_TYPE_LABELS[column.type]}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <PostForm intent="updateColumn" columnId={column.columnId} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="type" value={column.type} />
          <label className="flex flex-col gap-1 text-sm">
            Name
            <input name="name" defaultValue={column.name} required maxLength={50} className={INPUT} />
          </label>
          {columnTypeOf(column.type).settings.length ? <ConfigFields type={column.type} defaults={column.config} /> : null}
          <button type="submit" className={BUTTON}>
            Save
          </button>
        </PostForm>
        <PostForm intent="changeType" columnId={column.columnId} className="flex items-end gap-2">
          <TypeSelect label="Type" defaultValue={column.type} />
          <button type="submit" className={BUTTON}>
            Change type
          </button>
        </PostForm>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <PostForm intent="moveColumn" columnId={column.columnId}>
          <input type="hidden" name="afterColumnId" value={previous ?? ""} />
          <button type="submit" disabled={previous === undefined} className={BUTTON} aria-label={`Move ${column.name} up`}>
            ↑ Up
          </button>
        </PostForm>
        <PostForm intent="moveColumn" columnId={column.columnId}>
          <input type="hidden" name="afterColumnId" value={next ?? ""} />
          <button type="submit" disabled={next === undefined} className={BUTTON} aria-label={`Move ${column.name} down`}>
            ↓ Down
          </button>
        </PostForm>
        <PostForm intent="duplicateColumn" columnId={column.columnId} className="flex items-center gap-2">
          <label className="flex items-center gap-1 text-sm">
            <input type="checkbox" name="withValues" /> with values
          </label>
          <button type="submit" className={BUTTON} aria-label={`Duplicate ${column.name}`}>
            Duplicate
          </button>
        </PostForm>
        <Link to={`?confirmDelete=${column.columnId}`} className={BUTTON} aria-label={`Delete ${column.name}`}>
          Delete
        </Link>
      </div>
      {confirmingDelete ? (
        <div role="alertdialog" aria-labelledby={`delete-${column.columnId}`} className="mt-3 rounded-md border border-red-200 bg-red-50 p-3">
          <p id={`delete-${column.columnId}`} className="text-sm font-medium">
            Delete the column {column.name} and every value in it?
          </p>
          <div className="mt-2 flex gap-2">
            <PostForm intent="deleteColumn" columnId={column.columnId}>
              <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white">
                Yes, delete column
              </button>
            </PostForm>
            <Link to="." className={BUTTON}>
              Keep column
            </Link>
          </div>
        </div>
      ) : null}
    </li>
  );
}
