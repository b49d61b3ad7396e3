import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AnalyticsChoice } from "~/components/profile/AnalyticsChoice";
import { DetailsForm } from "~/components/profile/DetailsForm";
import { PROFILE_INTENTS } from "~/components/profile/intents";
import { PasswordForm } from "~/components/profile/PasswordForm";
import { PictureForm } from "~/components/profile/PictureForm";
import { useFreshFormKey } from "~/components/useSchemaForm";
import { UserInfoModal } from "~/components/UserInfoModal";
import { profileIntents } from "~/intents/profile.server";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: MetaFunction = () => [{ title: "Profile · Meridian" }];

export const USER_INFO_PARAM = "userInfo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await apiResult(await context.api.user.session.$get());
  if (!session.ok) throw redirect("/");
  const { userId } = session.data.userDetails;
  const profile = await apiResult(await context.api.user.getUserProfile.$post({ json: { userId } }));
  if (!profile.ok) throw redirect("/");
  return { profile: profile.data, showUserInfo: new URL(request.url).searchParams.has(USER_INFO_PARAM) };
}

/** A saved form: the page again, with the toast that says so (decision 0016); a refusal: the form's reply beside its fields. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await profileIntents.run(await request.formData(), context.api, params);
  if (!outcome) throw new Response("Unknown form", { status: 400 });
  if (!outcome.ok) return data({ intent: outcome.intent, result: outcome.reply, message: outcome.message }, outcome.status);
  return redirectWithToast(request, new URL(request.url).pathname, { kind: "success", message: outcome.message });
}

export default function ProfileDetails() {
  const { profile, showUserInfo } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const location = useLocation();
  const formKey = useFreshFormKey();
  const details = reply?.intent === PROFILE_INTENTS.details ? reply : undefined;
  const password = reply?.intent === PROFILE_INTENTS.password ? reply : undefined;
  const picture = reply?.intent === PROFILE_INTENTS.picture ? reply : undefined;
  const defaults = Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, value ?? undefined]));
  return (
    <section aria-labelledby="profile-title" className="flex max-w-3xl flex-col gap-8">
      <div className="flex items-center justify-between">
        <h1 id="profile-title" className="text-xl font-semibold">
          Profile details
        </h1>
        <Link to={`?${USER_INFO_PARAM}`} preventScrollReset className="text-sm font-medium text-brand-700 hover:underline">
          View user info
        </Link>
      </div>
      <PictureForm key={formKey} member={profile} error={picture?.message} />
      <DetailsForm profile={{ ...defaults, username: profile.username }} lastResult={details?.result} />
      <section aria-labelledby="password-title" className="flex flex-col gap-3">
        <h2 id="password-title" className="text-lg font-semibold">
          Change password
        </h2>
        <PasswordForm key={formKey} lastResult={password?.result} />
      </section>
      <AnalyticsChoice />
      {showUserInfo ? (
        <UserInfoModal user={profile} dateFormat={profile.dateFormatPreference} closeTo={location.pathname} />
      ) : null}
    </section>
  );
}
