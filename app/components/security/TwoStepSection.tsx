import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { Field, FormErrors, INTENT_FIELD, SchemaForm, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { ConfirmTotpSchema, DisableTotpSchema } from "~/schemas/secondStep";
import { SECURITY_INTENTS } from "./intents";
import { RecoveryCodes } from "./RecoveryCodes";
import { TotpSetupForm } from "./TotpSetupForm";

export type TwoStepState = {
  totp: { on: boolean; setup: { secret: string; otpauthUrl: string } | null };
  recoveryCodesLeft: number;
  requiredByOrganization: boolean;
};

type Outcome = { intent: string; result?: SubmissionResult<string[]> | null; recoveryCodes?: string[] } | undefined;

/** Profile › Security's "Two-step sign-in": the authenticator app off, being set up, or on (issue 38 §1). */
export function TwoStepSection({ state, outcome }: { state: TwoStepState; outcome: Outcome }) {
  const { totp } = state;
  const codes = outcome?.intent === SECURITY_INTENTS.totpConfirm || outcome?.intent === SECURITY_INTENTS.recoveryRegenerate ? outcome.recoveryCodes : undefined;
  return (
    <section aria-labelledby="two-step-title" className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 id="two-step-title" className="text-lg font-semibold">
        Two-step sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After your password, sign-in asks for a code from an authenticator app (or a passkey).
        {state.requiredByOrganization ? " Your organisation requires it." : ""}
      </p>
      <div className="mt-4">
        {codes ? <RecoveryCodes codes={codes} /> : null}
        {totp.on ? (
          <TotpOn recoveryCodesLeft={state.recoveryCodesLeft} outcome={outcome} />
        ) : totp.setup ? (
          <TotpSetupForm
            secret={totp.setup.secret}
            otpauthUrl={totp.setup.otpauthUrl}
            intent={SECURITY_INTENTS.totpConfirm}
            lastResult={outcome?.intent === SECURITY_INTENTS.totpConfirm ? outcome.result : null}
          />
        ) : (
          <TurnOn />
        )}
      </div>
    </section>
  );
}

function TurnOn() {
  const pending = useIsSubmitting(SECURITY_INTENTS.totpStart);
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={SECURITY_INTENTS.totpStart} />
      <p className="mb-3 text-sm">Authenticator app: off</p>
      <div className="w-fit">
        <SubmitButton pending={pending}>Set up an authenticator app</SubmitButton>
      </div>
    </Form>
  );
}

function TotpOn({ recoveryCodesLeft, outcome }: { recoveryCodesLeft: number; outcome: Outcome }) {
  const lastResult = outcome?.intent === SECURITY_INTENTS.totpDisable ? outcome.result : null;
  const [form, fields] = useSchemaForm(DisableTotpSchema, { id: "totp-disable", lastResult });
  const pending = useIsSubmitting(SECURITY_INTENTS.totpDisable);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Authenticator app: <strong>on</strong>. Recovery codes left: {recoveryCodesLeft}.
      </p>
      <RegenerateRecoveryCodes outcome={outcome} />
      <details className="rounded-md border border-slate-200 p-3" open={Boolean(lastResult?.error)}>
        <summary className="cursor-pointer text-sm font-medium">Turn off the authenticator app</summary>
        <SchemaForm form={form} intent={SECURITY_INTENTS.totpDisable} className="mt-3 flex flex-col gap-3">
          <FormErrors errors={form.errors} id={form.errorId} />
          <Field
            label="Password"
            errors={fields.password.errors}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
          />
          <Field
            label="Code"
            errors={fields.code.errors}
            hint="A code from the app, or a recovery code."
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "one-time-code" }}
          />
          <SubmitButton pending={pending}>Turn off</SubmitButton>
        </SchemaForm>
      </details>
    </div>
  );
}

/** Ten new recovery codes for a current code from the app; the old ones stop working (issue 38 §1). */
function RegenerateRecoveryCodes({ outcome }: { outcome: Outcome }) {
  const lastResult = outcome?.intent === SECURITY_INTENTS.recoveryRegenerate ? outcome.result : null;
  const [form, fields] = useSchemaForm(ConfirmTotpSchema, { id: "recovery-regenerate", lastResult });
  const pending = useIsSubmitting(SECURITY_INTENTS.recoveryRegenerate);
  return (
    <details className="rounded-md border border-slate-200 p-3" open={Boolean(lastResult?.error)}>
      <summary className="cursor-pointer text-sm font-medium">Regenerate recovery codes</summary>
      <SchemaForm form={form} intent={SECURITY_INTENTS.recoveryRegenerate} className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-slate-600">You get ten new recovery codes, shown once; the ones you have now stop working.</p>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          label="Code from the app"
          errors={fields.code.errors}
          inputProps={{ ...getInputProps(fields.code, { type: "text" }), inputMode: "numeric", autoComplete: "one-time-code" }}
        />
        <SubmitButton pending={pending}>Regenerate recovery codes</SubmitButton>
      </SchemaForm>
    </details>
  );
}
