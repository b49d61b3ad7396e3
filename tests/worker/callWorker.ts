import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "~/server/worker";
import { checkAnswer } from "./answerCheck";

/**
 * Calls the Worker's own fetch handler, as the runtime would, with the given bindings (e.g. other
 * variables); an API answer that does not fit its documented schema fails the test (answerCheck.ts).
 */
export async function callWorker(bindings: typeof env, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const request = new Request(url, init) as Parameters<typeof worker.fetch>[0];
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  await checkAnswer(request, response);
  return response;
}

/** The Worker as deployed under the base domain meridian.test, where all hosts are one site. */
export const callOnMeridianTest = (url: string, init?: RequestInit) => callWorker({ ...env, BASE_DOMAIN: "meridian.test" }, url, init);
