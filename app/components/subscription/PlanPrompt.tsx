import { Link, useLocation } from "@remix-run/react";
import { subscriptionHref } from "~/lib/subscriptionModal";

const PRIMARY = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

/**
 * What a page shows in place of a feature its organisation's plan leaves out (decision 0076): the
 * teaser's title, image and text, and a link to the pricing (subscription modal 0), with or without JavaScript.
 */
export function PlanPrompt({ title, description, image, headingLevel = 2 }: { title: string; description: string; image: string; headingLevel?: 2 | 3 }) {
  const location = useLocation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={title} data-plan-prompt className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white p-6 text-center">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <img src={image} alt="" width={160} height={120} className="h-30 w-40" />
      <p className="text-sm text-slate-600">{description}</p>
      <Link to={subscriptionHref(location, { type: 0 })} preventScrollReset className={PRIMARY}>
        See plans
      </Link>
    </section>
  );
}
