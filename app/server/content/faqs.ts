import { z } from "zod";

/**
 * The FAQ of the pricing screen, from the content service (Strapi) at
 * `strapiUrl`: `data[0].attributes { title, info.data[] }` (spec §3). With no
 * `strapiUrl` the built-in FAQ document goes through the same parsing, so the
 * app never special-cases local runs. Answers are cached per isolate; a slow or
 * failing service answers the last good copy if there is one.
 */

export const FaqItemSchema = z.object({
  title: z.string(),
  description: z.string(),
  title_color: z.string(),
  description_color: z.string(),
  border_color: z.string(),
  imageUrl: z.string(),
  alternativeText: z.string(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

const FaqDocumentSchema = z.object({
  data: z
    .array(z.object({ attributes: z.object({ title: z.string(), info: z.object({ data: z.array(FaqItemSchema) }) }) }))
    .min(1),
});
type FaqDocument = z.infer<typeof FaqDocumentSchema>;

export type Faq = { title: string; items: FaqItem[] };

export const FAQ_TIMEOUT_MS = 3000;
export const FAQ_CACHE_MS = 5 * 60 * 1000;
export const FAQ_PATH = "/api/faqs?populate=*";

export class FaqUnavailable extends Error {}

const item = (title: string, description: string): FaqItem => ({
  title,
  description,
  title_color: "#0F172A",
  description_color: "#475569",
  border_color: "#E2E8F0",
  imageUrl: "/images/plans/question.svg",
  alternativeText: "Question",
});

/** The FAQ a local run serves, in the content service's shape. */
export const BUILT_IN_FAQ: FaqDocument = {
  data: [
    {
      attributes: {
        title: "Frequently asked questions",
        info: {
          data: [
            item(
              "How long is the free trial?",
              "A paid plan's free trial lasts its duration divided by 30, in months: a three-month trial for our 90-day plans. Seats are unlimited during the trial.",
            ),
            item(
              "When does my new plan become active?",
              "Within 24-48 hours of your super admin confirming the upgrade. We then charge at standard pricing after the trial.",
            ),
            item(
              "Who can upgrade our organisation?",
              "Only a super admin can start or confirm an upgrade. Other members can notify their super admin from the pricing screen.",
            ),
            item("Are prices in rupees?", "Yes. Every price is in Indian rupees (₹), per user per month, taxes extra."),
            item("What does the Free plan include?", "Unlimited members, List and Kanban views and up to 3 projects per team."),
          ],
        },
      },
    },
  ],
};

type Cached = { faq: Faq; at: number };
const cache = new Map<string, Cached>();

/** Forgets every cached FAQ (tests). */
export const clearFaqCache = () => cache.clear();

function toFaq(document: unknown): Faq {
  const [first] = FaqDocumentSchema.parse(document).data;
  return { title: first.attributes.title, items: first.attributes.info.data };
}

async function fetchDocument(strapiUrl: string, timeoutMs: number): Promise<unknown> {
  if (!strapiUrl) return BUILT_IN_FAQ;
  const response = await fetch(new URL(FAQ_PATH, strapiUrl), {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new FaqUnavailable(`The content service answered ${response.status}`);
  return response.json();
}

/** The FAQ: fresh from the cache, else from the service (or built in), else the last good copy; FaqUnavailable when there is none. */
export async function loadFaq(strapiUrl: string, options: { timeoutMs?: number; now?: number } = {}): Promise<Faq> {
  const { timeoutMs = FAQ_TIMEOUT_MS, now = Date.now() } = options;
  const cached = cache.get(strapiUrl);
  if (cached && now - cached.at < FAQ_CACHE_MS) return cached.faq;
  try {
    const faq = toFaq(await fetchDocument(strapiUrl, timeoutMs));
    cache.set(strapiUrl, { faq, at: now });
    return faq;
  } catch (error) {
    if (cached) return cached.faq;
    throw error instanceof FaqUnavailable ? error : new FaqUnavailable(String(error));
  }
}
