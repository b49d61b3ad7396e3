import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { apiResult, forwardCookies } from "./api-result";
import { redirectToDefaultHost } from "./redirects";
import { MY_SPACE_PATH } from "./routes";
import { redirectWithToast } from "./toast.server";
import { ACCOUNT_MESSAGES } from "~/schemas/account";

/** The page that asks before a redirect token is redeemed (routes/confirm-login.tsx). */
export const CONFIRM_LOGIN_PATH = "/confirm-login";

export const confirmLoginPath = (token: string) => `${CONFIRM_LOGIN_PATH}?${new URLSearchParams({ token })}`;

/**
 * Whether a navigation comes from a page of this deployment. Fetch Metadata
 * says so (`same-origin`, `same-site`); `none` (typed, bookmarked, opened from
 * a mail program) does not, as the hand-off is always a redirect from one of
 * our pages. A browser without Fetch Metadata is judged by its Referer, and
 * one that shows neither counts as coming from elsewhere.
 */
export function comesFromOurSite(request: Request, baseDomain: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "same-origin" || fetchSite === "same-site") return true;
  if (fetchSite === "none") return false;
  if (fetchSite === "cross-site" && hostsShareOneSite(baseDomain)) return false;
  return refererIsOurs(request, baseDomain);
}

/**
 * Browsers count every host of a dotted base domain as one site. Under a
 * dotless one such as localhost each host is a site of its own (as for
 * cookies, decision 0007), so there even the auth host's redirect is
 * `cross-site` and only the Referer can tell it apart.
 */
function hostsShareOneSite(baseDomain: string): boolean {
  return baseDomain.replace(/:\d+$/, "").includes(".");
}

function refererIsOurs(request: Request, baseDomain: string): boolean {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    const sameScheme = referer.protocol === new URL(request.url).protocol;
    return sameScheme && (referer.host === baseDomain || referer.host.endsWith(`.${baseDomain}`));
  } catch {
    return false;
  }
}

/** Who a redirect token of this tenant host would sign in, or null when it is spent, expired or unknown. */
export async function redirectTokenUser(context: AppLoadContext, token: string) {
  const result = await apiResult(await context.api.user.redirectUser.$get({ query: { redirectToken: token } }));
  return result.ok ? result.data : null;
}

/** The user signed in on this tenant host, or null. */
export async function signedInUser(context: AppLoadContext) {
  const result = await apiResult(await context.api.user.session.$get());
  return result.ok ? result.data.userDetails : null;
}

/** Opens the session and goes to my-space; a refused token goes to the default host (spec §4). */
export async function redeemRedirectToken(request: Request, context: AppLoadContext, token: string) {
  const result = await apiResult(await context.api.user.getUserDataFromToken.$post({ json: { token } }));
  if (!result.ok) return redirectToDefaultHost(request, context.config);
  const headers = forwardCookies(result.headers);
  if (result.data.restored) return redirectWithToast(request, MY_SPACE_PATH, { kind: "success", message: ACCOUNT_MESSAGES.accountRestored }, { headers });
  return redirect(MY_SPACE_PATH, { headers });
}

/**
 * Start-up step 5, `/?token=` on a tenant host. Redeemed blindly, someone
 * else's link would sign the browser in as whoever the token belongs to
 * (login CSRF), so the person is asked first unless this is the ordinary
 * hand-off: a navigation from this deployment's own pages, with no other
 * user's session on this host to replace (decision 0012).
 */
export async function handOff(request: Request, context: AppLoadContext, token: string) {
  if (!comesFromOurSite(request, context.config.baseDomain)) return redirect(confirmLoginPath(token));
  const signedIn = await signedInUser(context);
  if (signedIn) {
    const tokenUser = await redirectTokenUser(context, token);
    if (!tokenUser) return redirectToDefaultHost(request, context.config);
    if (tokenUser.userId !== signedIn.userId) return redirect(confirmLoginPath(token));
  }
  return redeemRedirectToken(request, context, token);
}
