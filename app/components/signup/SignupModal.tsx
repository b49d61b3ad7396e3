import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ANALYTICS_EVENTS, track } from "~/lib/analytics/events";
import { Modal } from "~/components/Modal";
import { useRootData } from "~/lib/rootData";
import { signupPageName } from "~/lib/routes";
import { OTP_RESENT_MESSAGE, OTP_SENT_MESSAGE, SIGNUP_EXPIRED_MESSAGE } from "~/schemas/signup";
import { Announcement } from "./Announcement";
import { EnterEmailScreen } from "./EnterEmailScreen";
import { OrgDetailsScreen } from "./OrgDetailsScreen";
import { OtpVerifyScreen } from "./OtpVerifyScreen";
import type { SignupInvite } from "./types";
import { InvitedUserDetailsScreen, UserDetailsScreen } from "./UserDetailsScreen";
import { useHydrated } from "~/components/useHydrated";
import { closeHref, readSignupView, type SignupNotice, type SignupView } from "./view";
import { Icon } from "~/components/Icon";

export type { SignupInvite } from "./types";

const NOTICES: Record<SignupNotice, { message: string; kind: "success" | "error" }> = {
  sent: { message: OTP_SENT_MESSAGE, kind: "success" },
  resent: { message: OTP_RESENT_MESSAGE, kind: "success" },
  expired: { message: SIGNUP_EXPIRED_MESSAGE, kind: "error" },
};

const TITLES: Record<SignupView["step"], string> = {
  enter_email: "Sign up",
  otp_verify: "Verify your e-mail",
  user_details: "Tell us about you",
  org_details: "Set up your organization",
};

/**
 * The sign-up modal (spec §2, §4): enter_email → otp_verify → user_details →
 * org_details, each a plain form post to /signup. Invited users start on
 * user_details and cannot close it. `openDelayMs` delays opening on a
 * client-side visit (JavaScript only); server-rendered, it shows at once.
 */
export function SignupModal({
  view: givenView,
  serverNow = 0,
  action,
  lastResult,
  invite,
  openDelayMs = 0,
}: {
  view?: SignupView;
  serverNow?: number;
  /** Where the forms post; leave it out on /signup itself so a failed post re-renders the same screen. */
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  invite?: SignupInvite;
  openDelayMs?: number;
}) {
  const location = useLocation();
  const view = givenView ?? readSignupView(new URLSearchParams(location.search));
  useEffect(() => track(ANALYTICS_EVENTS.signUpStep, { step: view.step }), [view.step]);
  const open = useOpenDelay(openDelayMs);
  const baseDomain = useRootData()?.config.baseDomain ?? "";
  if (!open) return null;
  const notice = view.notice ? NOTICES[view.notice] : null;
  const pageName = view.from === "login" ? signupPageName("/login") : signupPageName(location.pathname);
  return (
    <Modal title={invite ? "Join your organization" : TITLES[view.step]} closable={false}>
      <div data-page-name={pageName} data-step={invite ? "user_details" : view.step}>
        {invite ? null : <CloseLink view={view} />}
        <Announcement message={notice?.message} kind={notice?.kind ?? "success"} />
        {invite ? (
          <InvitedUserDetailsScreen invite={invite} lastResult={lastResult} />
        ) : view.step === "enter_email" ? (
          <EnterEmailScreen email={view.email} action={action} lastResult={lastResult} />
        ) : view.step === "otp_verify" ? (
          <OtpVerifyScreen view={view} serverNow={serverNow} lastResult={lastResult} />
        ) : view.step === "user_details" ? (
          <UserDetailsScreen lastResult={lastResult} />
        ) : (
          <OrgDetailsScreen orgName={view.orgName} subdomain={view.subdomain} baseDomain={baseDomain} lastResult={lastResult} />
        )}
        {invite ? null : (
          <p className="mt-4 text-center text-sm text-slate-600">
            Already have an account?{" "}
            <Link to="/login" reloadDocument className="font-medium text-brand-700 underline">
              Login
            </Link>
          </p>
        )}
      </div>
    </Modal>
  );
}

/** Opened from the website, closing is the browser's back; elsewhere a link back to the page. */
function CloseLink({ view }: { view: SignupView }) {
  const navigate = useNavigate();
  return (
    <Link
      to={closeHref(view.from)}
      aria-label="Close"
      onClick={(event) => {
        if (view.from !== "website" || window.history.length <= 1) return;
        event.preventDefault();
        navigate(-1);
      }}
      className="absolute right-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
    >
      <Icon name="close" size={20} strokeWidth={2} />
    </Link>
  );
}

function useOpenDelay(delayMs: number): boolean {
  const hydratedAtMount = useHydrated();
  const [open, setOpen] = useState(() => !hydratedAtMount || delayMs <= 0);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  return open;
}
