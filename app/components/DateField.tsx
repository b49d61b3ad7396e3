import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from "react";
import { dateMark, DATE_MARK_FIELD } from "~/lib/dateFields";
import { dateInputMessage, dateInputPattern, formatDateInput, isIsoDay, parseDateInput } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { Icon } from "./Icon";
import { useDismiss } from "./useDismiss";
import { useHydrated } from "./useHydrated";

const DateCalendar = lazy(() => import("./DateCalendar"));

/** The event a date field's text sends (bubbling, `detail` the day or "") when a day is chosen: what the keyboard layer announces. */
export const DAY_CHOSEN_EVENT = "daychosen";
/** A date field's text, found by its field's name (`input[data-date-field="dueDate"]`): with JavaScript the name is on the hidden day. */
export const dateFieldSelector = (name: string) => `input[data-date-field="${name}"]`;

export type DateFieldProps = {
  name: string;
  /** The field's name in words: the text's accessible name when no `<label>` names it (no `id`), and the picker button's. */
  label: string;
  /** The day it holds, yyyy-mm-dd (or, from a GET form's address, the text as typed); "" or null for none. It follows a new value while not being edited. */
  value?: string | null;
  /** The text's id, for a `<label htmlFor>` of the caller's (then `label` names only the picker). */
  id?: string;
  form?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** Narrower, for a field among others on one line (the List's filter chips). */
  compact?: boolean;
  /** Messages from the form's own checks (conform), shown under the field. */
  errors?: string[];
  /** With JavaScript: a day chosen (or the field cleared, ""), once the text is left, Enter is pressed or the picker chooses. `carrier` is the input that posts it. */
  onDayChange?: (day: string, carrier: HTMLInputElement) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** The text a field shows for a day it holds: stored days in the person's order, anything else as typed. */
const textOf = (value: string, preference: string) => (isIsoDay(value) ? formatDateInput(value, preference) : value);

/**
 * Every date input of the app (issue 43 §4, decision 82): the day as text in the person's order
 * ("24/11/2026" for dd/mm/yy) with a calendar picker beside it. Without JavaScript the text posts
 * under the field's name with a mark saying its order, and the server reads it (`readDateFields`);
 * with JavaScript a hidden input posts the day as yyyy-mm-dd as the text parses, so forms and schemas
 * see stored days. A text that names no day says so under the field and changes nothing.
 */
export function DateField({ name, label, value, id, form, disabled, autoFocus, className = "", compact = false, errors, onDayChange, onBlur, onKeyDown }: DateFieldProps) {
  const { dateFormat } = useDatePreferences();
  const hydrated = useHydrated();
  const ownId = useId();
  const textId = id ?? `${ownId}-text`;
  const held = value ?? "";
  const [text, setText] = useState(() => textOf(held, dateFormat));
  const [invalid, setInvalid] = useState(() => parseDateInput(held, dateFormat) === null);
  const [open, setOpen] = useState(false);
  const committed = useRef(parseDateInput(held, dateFormat) ?? "");
  const textRef = useRef<HTMLInputElement>(null);
  const carrierRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);

  // A new value from the page (saved, refused, changed by someone else, the address) replaces the
  // text, unless something typed since is not chosen yet.
  const shown = useRef(held);
  const typing = useRef(false);
  useEffect(() => {
    if (shown.current === held) return;
    shown.current = held;
    if (typing.current) return;
    setText(textOf(held, dateFormat));
    setInvalid(parseDateInput(held, dateFormat) === null);
    committed.current = parseDateInput(held, dateFormat) ?? "";
  }, [held, dateFormat]);

  const day = parseDateInput(text, dateFormat);
  const commit = (typed: string) => {
    const chosen = parseDateInput(typed, dateFormat);
    setInvalid(chosen === null);
    if (chosen === null) return;
    typing.current = false;
    setText(chosen ? formatDateInput(chosen, dateFormat) : "");
    if (chosen === committed.current) return;
    committed.current = chosen;
    const carrier = carrierRef.current;
    if (!carrier) return;
    // The form's data is read now, before React renders the new value.
    carrier.value = chosen;
    onDayChange?.(chosen, carrier);
    textRef.current?.dispatchEvent(new CustomEvent(DAY_CHOSEN_EVENT, { bubbles: true, detail: chosen }));
  };

  const close = useCallback((focus?: HTMLElement | null) => {
    setOpen(false);
    focus?.focus();
  }, []);
  useDismiss(pickerRef, open, close);

  const errorId = `${textId}-error`;
  const hintId = `${textId}-hint`;
  const message = invalid ? dateInputMessage(dateFormat) : errors?.[0];
  // With JavaScript the mark goes only with a text that names no day, so the server answers why.
  const marked = !hydrated || day === null;
  return (
    <span className="relative inline-flex flex-col">
      <span className="inline-flex items-center gap-1">
        <input
          ref={textRef}
          id={textId}
          type="text"
          autoComplete="off"
          name={hydrated ? undefined : name}
          data-date-field={name}
          form={form}
          aria-label={id ? undefined : label}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          aria-invalid={message ? true : undefined}
          placeholder={dateInputPattern(dateFormat)}
          value={text}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            // The form hears of a day when it is chosen (onDayChange), not of each key.
            event.stopPropagation();
            typing.current = true;
            setText(event.currentTarget.value);
            if (invalid && parseDateInput(event.currentTarget.value, dateFormat) !== null) setInvalid(false);
          }}
          onBlur={(event) => {
            if (hydrated) commit(event.currentTarget.value);
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && hydrated && onDayChange) {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
            onKeyDown?.(event);
          }}
          className={`${compact ? "w-[4.5rem]" : "w-32"} aria-[invalid]:border-red-500 ${className}`}
        />
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((now) => !now)}
            className={`grid ${compact ? "size-6" : "size-7"} shrink-0 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50`}
          >
            <Icon name="calendar" size={16} />
            {/* Named by its text (not aria-label): a search by the field's label finds the field alone. */}
            <span className="sr-only">{`Choose ${label} from a calendar`}</span>
          </button>
        ) : null}
      </span>
      <span id={hintId} className="sr-only">
        {`Date as ${dateInputPattern(dateFormat)}`}
      </span>
      {message ? (
        <span id={errorId} role="alert" className="text-xs text-red-700">
          {message}
        </span>
      ) : null}
      {marked ? <input type="hidden" name={DATE_MARK_FIELD} form={form} value={dateMark(name, dateFormat)} /> : null}
      {hydrated ? <input ref={carrierRef} type="hidden" name={name} form={form} value={day ?? text} /> : null}
      {open ? (
        <div
          ref={pickerRef}
          role="dialog"
          aria-label="Calendar"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            // Only the picker closes, not the panel or menu it sits in.
            event.nativeEvent.stopImmediatePropagation();
            event.stopPropagation();
            close(buttonRef.current);
          }}
          className="absolute left-0 top-full z-50 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <Suspense fallback={<p className="p-2 text-sm text-slate-500">Loading the calendar…</p>}>
            <DateCalendar
              day={day || null}
              weekStartsOn={dateFormat === "dd/mm/yy" ? 1 : 0}
              onChoose={(chosen) => {
                commit(chosen);
                close(textRef.current);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </span>
  );
}
