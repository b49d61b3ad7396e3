import * as z from "zod";
import { PICTURE_FIELD, PROFILE_INTENTS } from "~/components/profile/intents";
import { apiResult } from "~/lib/api-result";
import { ChangePasswordSchema, PICTURE_TYPE_MESSAGE, SignedUrlSchema, UpdateProfileSchema } from "~/schemas/profile";
import { defineIntents, intent } from "./define.server";
import { fromForm } from "./formInput.server";

/**
 * The picture form's one field is the file: it rides as `z.file()` (conform reads a file input
 * left empty as absent), described as the signed upload asks (SignedUrlSchema) and sent as the
 * upload's body.
 */
const PictureSchema = fromForm(
  z.object({ [PICTURE_FIELD]: z.file({ error: PICTURE_TYPE_MESSAGE }).min(1, PICTURE_TYPE_MESSAGE), ...SignedUrlSchema.shape }),
  (form) => {
    const file = form[PICTURE_FIELD];
    return file instanceof File ? { ...form, fileName: file.name, contentType: file.type, size: file.size } : form;
  },
);

/** Profile › Details's forms (routes/_app.settings.profile.details.tsx): the details, the password, the picture. */
export const profileIntents = defineIntents({
  [PROFILE_INTENTS.details]: intent({
    schema: UpdateProfileSchema,
    send: async (api, json) => apiResult(await api.user.updateUserProfile.$post({ json })),
    done: "Your profile has been updated.",
  }),
  [PROFILE_INTENTS.password]: intent({
    schema: ChangePasswordSchema,
    send: async (api, json) => apiResult(await api.user.changePassword.$post({ json })),
    done: "Your password has been changed. Other sessions have been signed out.",
    reply: { hideFields: ["currentPassword", "newPassword"], messageField: "currentPassword" },
  }),
  // A signed URL, the file PUT to it, then the upload made the picture: the path an API client takes too.
  [PROFILE_INTENTS.picture]: intent({
    schema: PictureSchema,
    send: async (api, { [PICTURE_FIELD]: file, ...wanted }) => {
      const signed = await apiResult(await api.user.createSignedUrl.$post({ json: wanted }));
      if (!signed.ok) return signed;
      const query = Object.fromEntries(new URL(signed.data.signedUrl).searchParams);
      const init = { body: await file.arrayBuffer(), headers: { "content-type": wanted.contentType } };
      const uploaded = await apiResult(await api.user.upload.$put({ query }, { init }));
      if (!uploaded.ok) return uploaded;
      return apiResult(await api.user.changeProfilePicture.$post({ json: { key: signed.data.key } }));
    },
    done: "Your profile picture has been updated.",
  }),
});
