import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AnalyticsChoice } from "~/components/profile/AnalyticsChoice";
import { DetailsForm } from "~/components/profile/DetailsForm";
import { INTENT_FIELD } from "~/components/forms";
import { PICTURE_FIELD, PROFILE_INTENTS } from "~/components/profile/intents";
import { PasswordForm } from "~/components/profile/PasswordForm";
import { PictureForm } from "~/components/profile/PictureForm";
import { useFreshFormKey } from "~/components/useSchemaForm";
import { UserInfoModal } from "~/components/UserInfoModal";
import { apiResult, failureReply } from "~/lib/api-result";
import { readDateFields } from "~/lib/dateFields";
import { redirectWithToast } from "~/lib/toast.server";
import { ChangePasswordSchema, PICTURE_TYPE_MESSAGE, SignedUrlSchema, UpdateProfileSchema } from "~/schemas/profile";

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

type Args = Pick<ActionFunctionArgs, "request" | "context">;

/** A saved form: the page again, with the toast that says so (decision 0016). */
const saved = (request: Request, message: string) =>
  redirectWithToast(request, new URL(request.url).pathname, { kind: "success", message });

async function saveDetails({ request, context }: Args, formData: FormData) {
  const dates = readDateFields(formData);
  const submission = parseWithZod(dates.form, { schema: UpdateProfileSchema });
  if (submission.status !== "success" || dates.invalid) {
    return data({ intent: PROFILE_INTENTS.details, result: submission.reply(dates.invalid ? { fieldErrors: dates.errors } : undefined) }, 400);
  }
  const result = await apiResult(await context.api.user.updateUserProfile.$post({ json: submission.value }));
  if (!result.ok) return data({ intent: PROFILE_INTENTS.details, result: failureReply(submission, result) }, result.status);
  return saved(request, "Your profile has been updated.");
}

async function changePassword({ request, context }: Args, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  const hideFields = ["currentPassword", "newPassword"];
  if (submission.status !== "success") {
    return data({ intent: PROFILE_INTENTS.password, result: submission.reply({ hideFields }) }, 400);
  }
  const result = await apiResult(await context.api.user.changePassword.$post({ json: submission.value }));
  if (!result.ok) {
    const reply = failureReply(submission, result, { hideFields, messageField: "currentPassword" });
    return data({ intent: PROFILE_INTENTS.password, result: reply }, result.status);
  }
  return saved(request, "Your password has been changed. Other sessions have been signed out.");
}

async function uploadPicture({ request, context: { api } }: Args, formData: FormData) {
  const failure = (message: string, status = 400) => data({ intent: PROFILE_INTENTS.picture, error: message }, status);
  const file = formData.get(PICTURE_FIELD);
  if (!(file instanceof File) || file.size === 0) return failure(PICTURE_TYPE_MESSAGE);
  const wanted = SignedUrlSchema.safeParse({ fileName: file.name, contentType: file.type, size: file.size });
  if (!wanted.success) return failure(wanted.error.issues[0].message);
  const signed = await apiResult(await api.user.createSignedUrl.$post({ json: wanted.data }));
  if (!signed.ok) return failure(signed.message, signed.status);
  const query = Object.fromEntries(new URL(signed.data.signedUrl).searchParams);
  const uploaded = await apiResult(
    await api.user.upload.$put({ query }, {
      init: { body: await file.arrayBuffer(), headers: { "content-type": wanted.data.contentType } },
    }),
  );
  if (!uploaded.ok) return failure(uploaded.message, uploaded.status);
  const changed = await apiResult(await api.user.changeProfilePicture.$post({ json: { key: signed.data.key } }));
  if (!changed.ok) return failure(changed.message, changed.status);
  return saved(request, "Your profile picture has been updated.");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  switch (formData.get(INTENT_FIELD)) {
    case PROFILE_INTENTS.details:
      return saveDetails({ request, context }, formData);
    case PROFILE_INTENTS.password:
      return changePassword({ request, context }, formData);
    case PROFILE_INTENTS.picture:
      return uploadPicture({ request, context }, formData);
    default:
      throw new Response("Unknown form", { status: 400 });
  }
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
      <PictureForm key={formKey} member={profile} error={picture?.error} />
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
