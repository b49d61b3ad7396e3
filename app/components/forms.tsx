import type { InputHTMLAttributes, ReactNode } from "react";

/** A labelled input with its error line, wired for screen readers. */
export function Field({
  label,
  errors,
  inputProps,
  hint,
}: {
  label: string;
  errors?: string[];
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  hint?: ReactNode;
}) {
  const errorId = `${inputProps.id}-error`;
  const error = errors?.[0];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputProps.id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500"
      />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <p id={errorId} className="min-h-4 text-xs text-red-700" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-70"
    >
      {pending ? <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errors[0]}
    </div>
  );
}
