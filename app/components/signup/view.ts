/**
 * Where the sign-up modal is (spec §2, §4), read from and written to the URL
 * so every screen works as a plain form post. Deadlines are epoch
 * milliseconds; the identifier token never appears here (it is a cookie).
 */
export const SIGNUP_STEPS = ["enter_email", "otp_verify", "user_details", "org_details"] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
export type SignupNotice = "sent" | "resent" | "expired";
export type SignupFrom = "website" | "login";

export type SignupView = {
  step: SignupStep;
  from: SignupFrom;
  email: string;
  notice: SignupNotice | null;
  /** otp_verify: Resend OTP appears at resendAt; inputs are disabled until lockedUntil; blocked view until blockedUntil. */
  resendAt: number;
  lockedUntil: number;
  blockedUntil: number;
  /** org_details */
  orgName: string;
  subdomain: string;
};

const NOTICES: readonly SignupNotice[] = ["sent", "resent", "expired"];

const timestamp = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
};

/** The view a URL's query describes; `from` is `defaultFrom` unless the query names it. */
export function readSignupView(search: URLSearchParams, defaultFrom: SignupFrom = "website"): SignupView {
  const from = search.get("from");
  const step = search.get("step");
  const notice = search.get("notice");
  return {
    step: (SIGNUP_STEPS as readonly string[]).includes(step ?? "") ? (step as SignupStep) : "enter_email",
    from: from === "login" || from === "website" ? from : defaultFrom,
    email: (search.get("email") ?? "").slice(0, 254),
    notice: (NOTICES as readonly string[]).includes(notice ?? "") ? (notice as SignupNotice) : null,
    resendAt: timestamp(search.get("resendAt")),
    lockedUntil: timestamp(search.get("lockedUntil")),
    blockedUntil: timestamp(search.get("blockedUntil")),
    orgName: (search.get("orgName") ?? "").slice(0, 24),
    subdomain: (search.get("subdomain") ?? "").slice(0, 24),
  };
}

/** The /signup URL of a view; empty and zero values are left out. */
export function signupHref(view: Partial<SignupView>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value !== null && value !== undefined && value !== "" && value !== 0) params.set(key, String(value));
  }
  const query = params.toString();
  return `/signup${query ? `?${query}` : ""}`;
}

/** Where closing the modal leads when there is no browser history to go back to. */
export function closeHref(from: SignupFrom): string {
  return from === "login" ? "/login" : "/";
}

/** Whole seconds left until `deadline`, never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 103 → "1:43", 3599 → "59:59". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
