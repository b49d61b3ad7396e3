import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TurnedOff } from "~/components/access/Restricted";
import { CsrfField } from "~/components/CsrfField";
import { apiResult } from "~/lib/api-result";
import { staticPage } from "~/lib/pageScripts";
import { safeReturnPath } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, FeedbackFormSchema, SUGGESTION_MAX_LENGTH } from "~/schemas/feedback";

export const meta: MetaFunction = () => [{ title: "Feedback · Meridian" }];

/** The page inside the feedback overlay's iframe: plain HTML, no scripts. */
export const handle = staticPage;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.host.kind !== "tenant") throw redirect("/");
  const restrictions = await apiResult(await context.api.user.rbacRestrictions.$get({ query: {} }));
  const turnedOff = restrictions.ok && restrictions.data.restrictions.feedback !== undefined;
  return { returnTo: safeReturnPath(new URL(request.url).searchParams.get("returnTo")), turnedOff };
}

/**
 * Posted to the whole window (target _top), so the answer closes the overlay:
 * back to the page that opened it with the toast of spec §8.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: FeedbackFormSchema });
  const returnTo = safeReturnPath(submission.payload.returnTo);
  const failed = () => redirectWithToast(request, returnTo, { kind: "error", message: FEEDBACK_FAILURE });
  if (submission.status !== "success") return failed();
  const { suggestion, responseRating } = submission.value;
  const result = await apiResult(await context.api.feedback.createFeedback.$post({ json: { suggestion, responseRating } }));
  if (!result.ok) return failed();
  return redirectWithToast(request, returnTo, { kind: "success", message: FEEDBACK_SUCCESS });
}

const RATINGS = [1, 2, 3, 4, 5] as const;

export default function Feedback() {
  const { returnTo, turnedOff } = useLoaderData<typeof loader>();
  if (turnedOff) {
    return (
      <main className="h-full bg-white p-4">
        <TurnedOff capability="feedback" />
      </main>
    );
  }
  return (
    <main className="flex h-full flex-col gap-3 bg-white p-4">
      <h1 className="text-lg font-semibold">Share your feedback</h1>
      <form method="post" action="/feedback" target="_top" className="flex flex-col gap-3">
        <CsrfField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">How would you rate Meridian?</legend>
          <div className="flex gap-2">
            {RATINGS.map((rating) => (
              <label key={rating} className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="responseRating" value={rating} required className="accent-brand-600" />
                {rating}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Your suggestion
          <textarea name="suggestion" required minLength={2} maxLength={SUGGESTION_MAX_LENGTH} rows={5} className="rounded-md border border-slate-300 p-2 font-normal" />
        </label>
        <button type="submit" className="self-end rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Submit
        </button>
      </form>
    </main>
  );
}
