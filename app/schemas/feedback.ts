import * as z from "zod";
import { text } from "./fields";

/** Spec §3 feedback, §8 its answers. */
export const FEEDBACK_SUCCESS = "Thank you for your Valuable Feedback!";
export const FEEDBACK_FAILURE = "Seems like there is some error while submitting the feedback. Please try again after some time";
export const RATING_MESSAGE = "Please choose a rating from 1 to 5";
export const SUGGESTION_MAX_LENGTH = 1000;

export const FeedbackSchema = z.object({
  suggestion: text({ label: "Suggestion", min: 2, max: SUGGESTION_MAX_LENGTH }),
  responseRating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;

/** The feedback form also says where the page that opened it returns to. */
export const FeedbackFormSchema = FeedbackSchema.extend({ returnTo: z.string() });
