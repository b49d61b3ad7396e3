import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PricingScreen } from "~/components/subscription/PricingScreen";
import { staticPage } from "~/lib/pageScripts";
import { SOMETHING_WENT_WRONG } from "~/lib/plans";
import { loadFaq, loadPlans } from "~/lib/subscriptionModal.server";
import { useRootData } from "~/lib/rootData";
import { publicPageMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta(
    { title: "Pricing · Meridian", description: "Meridian's plans side by side: what each includes, what it costs per member, and how to start free.", sitePath: "/pricing" },
    matches,
  );

export const handle = staticPage;

/** Spec §2 pricing page (marketing, no shell): the same plans, comparison and FAQ as the subscription modal. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [plans, faq] = await Promise.all([loadPlans(context.api), loadFaq(context.api)]);
  if (!plans.ok) return data({ plans: [], planError: plans.message || SOMETHING_WENT_WRONG, ...faq }, 502);
  return { plans: plans.data, planError: null, ...faq };
}

export const SIGN_UP_HREF = "/?signUp=true&from=website";

export default function Pricing() {
  const { plans, planError, faq, faqError } = useLoaderData<typeof loader>();
  const supportEmail = useRootData()?.config.supportEmail ?? "";
  return (
    <main className="mx-auto max-w-[980px] px-6 py-16">
      <h1 className="text-3xl font-bold">Pricing</h1>
      <p className="mt-2 text-slate-600">
        Start free. Every paid plan begins with a free trial with unlimited seats; prices in rupees, per user per month.
      </p>
      {planError ? (
        <p role="alert" className="mt-6 text-red-700">
          {planError}
        </p>
      ) : (
        <div className="mt-8">
          <PricingScreen plans={plans} currentPlanId={null} faq={faq} faqError={faqError} links={{ upgrade: () => SIGN_UP_HREF, contact: `mailto:${supportEmail}` }} />
        </div>
      )}
    </main>
  );
}
