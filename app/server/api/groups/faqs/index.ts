import { z } from "@hono/zod-openapi";
import { SOMETHING_WENT_WRONG } from "~/lib/plans";
import { FaqItemSchema, FaqUnavailable, loadFaq } from "~/server/content/faqs";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

const faqs = apiRoute({
  method: "get",
  path: "/",
  summary: "The pricing screen's FAQ from the content service (strapiUrl; built in when empty), cached, with a timeout",
  data: z.object({ title: z.string(), items: z.array(FaqItemSchema) }),
  tags: ["faqs"],
});

/** Spec §7 /api/faqs, served under the API's prefix: /api/v2/faqs (public, like the pricing page). */
export const faqsApi = createRouter().openapi(faqs, async (c) => {
  try {
    return ok(c, await loadFaq(c.get("config").strapiUrl));
  } catch (error) {
    if (error instanceof FaqUnavailable) throw new ApiError(502, SOMETHING_WENT_WRONG);
    throw error;
  }
});
