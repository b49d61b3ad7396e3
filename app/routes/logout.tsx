import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { forwardCookies } from "~/lib/api-result";

/** Logout revokes the session; the browser goes to the root whatever the server answers (spec §4, §8). */
export async function action({ context }: ActionFunctionArgs) {
  try {
    const response = await context.api.user.logout.$post({ json: { logout: true } });
    return redirect("/", { headers: forwardCookies(response.headers) });
  } catch {
    return redirect("/");
  }
}

export const loader = () => redirect("/");
