import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";
import { DEFAULT_DEBOUNCE_MS } from "~/lib/constants";
import { Icon } from "./Icon";

/** A search input with an icon and a clear button; `onChange` hears the text once typing pauses. */
export function SearchBox({
  onChange,
  label = "Search",
  placeholder = "Search",
  defaultValue = "",
  debounceMs = DEFAULT_DEBOUNCE_MS,
  autoFocus = false,
  name,
  onEscape,
  inputProps = {},
}: {
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  debounceMs?: number;
  autoFocus?: boolean;
  name?: string;
  onEscape?: () => void;
  /** More attributes of the input (a combobox's ARIA and keys); its own onKeyDown runs before Escape is handled. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "name">;
}) {
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const update = (next: string, delay: number) => {
    setValue(next);
    clearTimeout(timer.current);
    if (delay === 0) latest.current(next);
    else timer.current = setTimeout(() => latest.current(next), delay);
  };
  return (
    <div role="search" className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="shrink-0 text-slate-500">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" strokeLinecap="round" />
      </svg>
      <input
        {...inputProps}
        ref={input}
        type="search"
        name={name}
        value={value}
        aria-label={label}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => update(event.target.value, debounceMs)}
        onKeyDown={(event) => {
          inputProps.onKeyDown?.(event);
          if (event.key === "Escape") onEscape?.();
        }}
        className="min-w-0 flex-1 bg-transparent py-1.5 text-sm outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            update("", 0);
            input.current?.focus();
          }}
          className="rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-ink"
        >
          <Icon name="close" size={14} strokeWidth={2} />
        </button>
      ) : null}
    </div>
  );
}
