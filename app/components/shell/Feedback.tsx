import { Link, useLocation } from "@remix-run/react";
import { UrlModal } from "~/components/UrlModal";
import { Restricted } from "~/components/access/Restricted";
import { FEEDBACK_IFRAME } from "~/lib/constants";
import { FEEDBACK_PARAM } from "~/lib/searchParams";

export const FEEDBACK_PATH = "/feedback";

/** The page with the feedback overlay open, or closed (spec §2: the side button opens it; on a phone, the bottom bar's More). */
export function feedbackHref(location: { pathname: string; search: string }, open: boolean) {
  const params = new URLSearchParams(location.search);
  if (open) params.set(FEEDBACK_PARAM, "open");
  else params.delete(FEEDBACK_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** The Feedback side button of the signed-in shell, from 768 px (below, it would cover the page: it is in the bottom bar's More). */
export function FeedbackSideButton() {
  const location = useLocation();
  const place = "fixed right-0 top-1/2 z-30 origin-bottom-right -translate-y-1/2 -rotate-90 rounded-t-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white shadow max-md:hidden";
  return (
    <Restricted capability="feedback" label="Feedback" className={place}>
      <Link to={feedbackHref(location, true)} preventScrollReset className={`${place} hover:bg-brand-700`}>
        Feedback
      </Link>
    </Restricted>
  );
}

/**
 * The iframe overlay (500 x 428) with the feedback form. It closes on an
 * outside click or its close button (links back to the page) and after submit:
 * the form posts to the whole window and comes back to the page without it.
 */
export function FeedbackOverlay() {
  const location = useLocation();
  const closeTo = feedbackHref(location, false);
  const src = `${FEEDBACK_PATH}?${new URLSearchParams({ returnTo: closeTo })}`;
  return (
    <UrlModal title="Feedback" hideTitle closeTo={closeTo} maxWidthClass="w-auto max-w-none">
      <iframe title="Feedback" src={src} width={FEEDBACK_IFRAME.width} height={FEEDBACK_IFRAME.height} className="mt-4 block border-0" />
    </UrlModal>
  );
}
