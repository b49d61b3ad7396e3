import { Form } from "@remix-run/react";
import { MemberAvatar, type AvatarMember } from "~/components/Avatar";
import { CsrfField } from "~/components/CsrfField";
import { FormErrors, INTENT_FIELD, SubmitButton } from "~/components/forms";
import { PICTURE_TYPES } from "~/schemas/profile";
import { PICTURE_FIELD, PROFILE_INTENTS } from "./intents";
import { useIsSubmitting } from "~/components/useSchemaForm";

/**
 * The profile picture: one multipart form, with or without JavaScript. The
 * action asks the API for a signed upload URL, PUTs the file to it and then
 * makes it the profile picture, so browser and API clients share one path.
 */
export function PictureForm({ member, error }: { member: AvatarMember; error?: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={PROFILE_INTENTS.picture} />
      <MemberAvatar member={member} size="lg" />
      <div className="flex flex-col gap-1">
        <label htmlFor="profile-picture" className="text-sm font-medium text-slate-700">
          Profile picture (PNG, JPEG, WebP or GIF, up to 2 MB)
        </label>
        <input id="profile-picture" name={PICTURE_FIELD} type="file" accept={PICTURE_TYPES.join(",")} required />
      </div>
      <div className="w-40">
        <SubmitButton pending={useIsSubmitting(PROFILE_INTENTS.picture)}>Upload picture</SubmitButton>
      </div>
      <div className="basis-full">
        <FormErrors errors={error ? [error] : undefined} id="profile-picture-error" />
      </div>
    </Form>
  );
}
