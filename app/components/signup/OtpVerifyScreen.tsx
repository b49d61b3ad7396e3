import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { SubmitButton } from "~/components/forms";
import {
  OTP_BLOCKED_DETAIL,
  OTP_BLOCKED_MESSAGE,
  ResendOtpFormSchema,
  VerifyOtpFormSchema,
} from "~/schemas/signup";
import { Announcement } from "./Announcement";
import { CountdownText, useSecondsLeft } from "./Countdown";
import { OtpBoxes } from "./OtpBoxes";
import { SignupForm } from "./SignupForm";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { useHydrated } from "~/components/useHydrated";
import { signupHref, type SignupView } from "./view";

type Props = { view: SignupView; serverNow: number; lastResult?: SubmissionResult<string[]> | null };

/**
 * otp_verify (spec §4): the four boxes, the 120 s resend timer, the 3599 s
 * send lock (inputs disabled) and the 300 s block after five wrong codes.
 * Without JavaScript the timers are text as of the page's rendering and the
 * resend button is always there; the server enforces the waits.
 */
export function OtpVerifyScreen({ view, serverNow, lastResult }: Props) {
  const blockedFor = useSecondsLeft(view.blockedUntil, serverNow);
  return (
    <div className="mt-2 flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        Enter the 4-digit OTP we sent to <span className="font-medium text-ink">{view.email}</span>.{" "}
        <Link to={signupHref({ step: "enter_email", email: view.email, from: view.from })} className="text-brand-700 underline">
          Change Email ID
        </Link>
      </p>
      {view.blockedUntil ? (
        <BlockedView view={view} secondsLeft={blockedFor} />
      ) : (
        <VerifyView view={view} serverNow={serverNow} lastResult={lastResult} />
      )}
    </div>
  );
}

function BlockedView({ view, secondsLeft }: { view: SignupView; secondsLeft: number }) {
  const hydrated = useHydrated();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{OTP_BLOCKED_MESSAGE}</p>
      <p>{OTP_BLOCKED_DETAIL}</p>
      {secondsLeft > 0 ? <CountdownText label="Generate New OTP in" seconds={secondsLeft} /> : null}
      {secondsLeft === 0 || !hydrated ? <ResendForm email={view.email} label="Generate New OTP" /> : null}
    </div>
  );
}

function VerifyView({ view, serverNow, lastResult }: Props) {
  const hydrated = useHydrated();
  const lockedFor = useSecondsLeft(view.lockedUntil, serverNow);
  const resendIn = useSecondsLeft(view.resendAt, serverNow);
  const locked = lockedFor > 0;
  const [attempt, setAttempt] = useState(0);
  const [errorShown, setErrorShown] = useState(true);
  useEffect(() => {
    setAttempt((count) => count + 1);
    setErrorShown(true);
  }, [lastResult]);
  const [form, fields] = useForm({
    id: "signup-verify-otp",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifyOtpFormSchema }),
  });
  const otpError = errorShown ? fields.otp.errors?.[0] : undefined;
  const errorId = `${fields.otp.id}-error`;
  return (
    <>
      <SignupForm form={form} intent="verifyOtp">
        <Announcement message={form.errors?.[0]} kind="error" trigger={lastResult} />
        <input type="hidden" name="email" value={view.email} />
        <OtpBoxes
          key={attempt}
          name={fields.otp.name}
          disabled={locked}
          errorId={errorId}
          invalid={Boolean(otpError)}
          onEdit={() => setErrorShown(false)}
        />
        <p id={errorId} className="min-h-4 text-xs text-red-700" role={otpError ? "alert" : undefined}>
          {otpError}
        </p>
        <fieldset disabled={locked} className="contents">
          <SubmitButton pending={useIsSubmitting("verifyOtp")}>Verify</SubmitButton>
        </fieldset>
      </SignupForm>
      {locked ? <CountdownText label="Try again in" seconds={lockedFor} /> : null}
      {!locked && resendIn > 0 ? <CountdownText label="Resend OTP in" seconds={resendIn} /> : null}
      {(!locked && resendIn === 0) || !hydrated ? <ResendForm email={view.email} label="Resend OTP" /> : null}
    </>
  );
}

function ResendForm({ email, label }: { email: string; label: string }) {
  const [form] = useForm({
    id: "signup-resend-otp",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResendOtpFormSchema }),
  });
  const pending = useIsSubmitting("resendOtp");
  return (
    <SignupForm form={form} intent="resendOtp">
      <input type="hidden" name="email" value={email} />
      <button type="submit" disabled={pending} className="self-start text-sm font-medium text-brand-700 underline disabled:opacity-60">
        {label}
      </button>
    </SignupForm>
  );
}
