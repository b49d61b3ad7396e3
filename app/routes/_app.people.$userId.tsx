import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { UserInfoModal } from "~/components/UserInfoModal";
import { apiResult } from "~/lib/api-result";
import { useDatePreferences } from "~/lib/shell";
import { safeReturnPath } from "~/lib/subscriptionModal";

export const meta: MetaFunction = () => [{ title: "User info · Meridian" }];

/** A member's user-info modal (spec §2), where a search row of a person leads; closing goes `back`. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const back = safeReturnPath(new URL(request.url).searchParams.get("back"));
  const profile = await apiResult(await context.api.user.getUserProfile.$post({ json: { userId: params.userId ?? "" } }));
  if (!profile.ok) throw redirect(back);
  return { profile: profile.data, back };
}

export default function PersonInfo() {
  const { profile, back } = useLoaderData<typeof loader>();
  const { dateFormat } = useDatePreferences();
  return <UserInfoModal user={profile} dateFormat={dateFormat} closeTo={back} />;
}
