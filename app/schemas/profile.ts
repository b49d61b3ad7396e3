import * as z from "zod";
import { DATE_FORMAT_PREFERENCES, DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, TIME_FORMAT_PREFERENCES } from "~/lib/dates";
import { LETTERS, optionalText, PASSWORD_PATTERN, personName, text } from "./fields";

/** The profile rules of spec §5 and §9: names 2-50 letters, designation and city optional 2-50 letters, mobile 10. */
const optionalWord = (label: string) => optionalText({ label, min: 2, max: 50, pattern: LETTERS });

export const MOBILE_NUMBER_LENGTH = 10;
export const MOBILE_LENGTH_MESSAGE = "Mobile Number should be exactly 10 characters";
export const DATE_MESSAGE = "Please enter a valid date";

const mobileNumber = optionalText({
  label: "Mobile Number",
  pattern: /^.{10}$/,
  messages: { pattern: MOBILE_LENGTH_MESSAGE },
});

/** A calendar day as the date input sends it (yyyy-mm-dd); empty means not set. */
const calendarDay = z
  .string()
  .optional()
  .refine((value) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), DATE_MESSAGE)
  .transform((value) => value || undefined);

export const UpdateProfileSchema = z.object({
  firstName: personName("First Name"),
  lastName: personName("Last Name"),
  designation: optionalWord("Designation"),
  city: optionalWord("City"),
  mobileNumber,
  birthday: calendarDay,
  workAnniversary: calendarDay,
  dateFormatPreference: z.enum(DATE_FORMAT_PREFERENCES).default(DEFAULT_DATE_FORMAT),
  timeFormatPreference: z.enum(TIME_FORMAT_PREFERENCES).default(DEFAULT_TIME_FORMAT),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

export const RESET_PASSWORD_MESSAGE =
  "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.";

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: "Please fill in Current Password" }).min(1, "Please fill in Current Password"),
  newPassword: text({
    label: "New Password",
    pattern: PASSWORD_PATTERN,
    messages: { pattern: RESET_PASSWORD_MESSAGE },
  }),
});

export const GetUserProfileSchema = z.object({ userId: z.string().min(1).max(64) });

/** Profile pictures: these types only, at most 2 MiB, checked when signing and again on upload. */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPE_MESSAGE = "Please choose a PNG, JPEG, WebP or GIF image";
export const PICTURE_SIZE_MESSAGE = "The picture must be at most 2 MB";

export const SignedUrlSchema = z.object({
  fileName: z.string().min(1).max(255),
  contentType: z.enum(PICTURE_TYPES, { error: PICTURE_TYPE_MESSAGE }),
  size: z.number().int().positive(PICTURE_SIZE_MESSAGE).max(MAX_PICTURE_BYTES, PICTURE_SIZE_MESSAGE),
});

export const ChangeProfilePictureSchema = z.object({ key: z.string().min(1).max(300) });
