import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { CsrfField } from "./CsrfField";

type FieldFrameProps = { label: string; errors?: string[]; id: string; hint?: ReactNode };

/** The label, the control and its error line, wired for screen readers. */
function FieldFrame({ label, errors, id, hint, control }: FieldFrameProps & { control: (a11y: ControlA11y) => ReactNode }) {
  const errorId = `${id}-error`;
  const error = errors?.[0];
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {control({ "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <p id={errorId} className="min-h-4 text-xs text-red-700" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}

type ControlA11y = { "aria-invalid"?: true; "aria-describedby"?: string };
const CONTROL_CLASS =
  "rounded-md border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500";

/** A labelled input with its error line. */
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
  return (
    <FieldFrame
      label={label}
      errors={errors}
      id={inputProps.id}
      hint={hint}
      control={(a11y) => <input {...inputProps} {...a11y} className={CONTROL_CLASS} />}
    />
  );
}

/** The e-mail (username) field of the logged-out forms, focused on arrival. */
export function EmailField({ field }: { field: FieldMetadata<string> }) {
  return (
    <Field
      label="Email"
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type: "email" }), autoComplete: "username", autoFocus: true }}
    />
  );
}

export type Choice = { value: string; label: string };

/** A labelled select with its error line, for fixed choices; `placeholder` adds an empty first option. */
export function SelectField({
  label,
  errors,
  choices,
  placeholder,
  selectProps,
}: {
  label: string;
  errors?: string[];
  choices: readonly Choice[];
  placeholder?: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; name: string };
}) {
  return (
    <FieldFrame
      label={label}
      errors={errors}
      id={selectProps.id}
      control={(a11y) => (
        <select {...selectProps} {...a11y} className={CONTROL_CLASS}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** The field that tells a page's action which of its forms was posted. */
export const INTENT_FIELD = "intent";

/**
 * A schema-validated form post: conform's form props, the CSRF field, and the
 * `intent` that tells the action which of a page's forms this is.
 */
export function SchemaForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  action,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent?: string;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className} {...getFormProps(form)} noValidate>
      <CsrfField />
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      {children}
    </Form>
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
