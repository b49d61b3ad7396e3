import { API_PREFIX } from "./api/app";
import { errorBody, type ErrorStatus } from "./api/core/envelope";

export const isApiPath = (pathname: string) => pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);

/**
 * Answers the Worker gives itself, before or instead of the API and Remix:
 * the API's error envelope under /api/v2, one plain sentence for pages.
 */
function refusal(isApi: boolean, status: ErrorStatus, apiMessage: string, pageText: string): Response {
  if (isApi) return Response.json(errorBody(status, apiMessage), { status });
  return new Response(pageText, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export const csrfRefusal = (isApi: boolean) =>
  refusal(isApi, 403, "Invalid CSRF token", "Your form expired. Go back, reload the page and try again.");

export const tooLarge = (isApi: boolean) =>
  refusal(isApi, 413, "Request body is too large", "That was too much to send at once.");

export const serverError = (isApi: boolean) =>
  refusal(isApi, 500, "Something went wrong.", "Something went wrong. Please try again in a moment.");
