import { useState, type InputHTMLAttributes } from "react";
import { Field } from "~/components/forms";
import { useHydrated } from "~/components/useHydrated";

/** The password field with its show/hide toggle (the toggle needs JavaScript, so it appears with it). */
export function PasswordField({
  errors,
  inputProps,
}: {
  errors?: string[];
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
}) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field
        label="Password"
        errors={errors}
        inputProps={{ ...inputProps, type: visible ? "text" : "password", autoComplete: "new-password" }}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={inputProps.id}
          className="absolute right-2 top-7 rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-slate-100"
        >
          {visible ? "Hide" : "Show"}
        </button>
      ) : null}
    </div>
  );
}
