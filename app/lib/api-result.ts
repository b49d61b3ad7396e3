import type { Submission, SubmissionResult } from "@conform-to/react";
import type { InferResponseType } from "hono/client";
import type { ApiClient } from "~/server/api/client";

/** Reading /api/v2 envelopes in loaders and actions. */
export type ApiFailure = { ok: false; status: number; message: string; fields?: Record<string, string[]>; count?: number };
export type ApiResult<D> = { ok: true; data: D; headers: Headers } | (ApiFailure & { headers: Headers });

type SuccessData<T> = T extends { statusCode: 200; data: infer D } ? D : never;

/** The `data` a call answers on success, as the API's route declares it: `ApiData<"user", "session", "$get">`. */
export type ApiData<
  Group extends keyof ApiClient,
  Call extends keyof ApiClient[Group],
  Method extends keyof ApiClient[Group][Call],
> = SuccessData<InferResponseType<ApiClient[Group][Call][Method], 200>>;

type Failure = { error?: { message?: string; fields?: Record<string, string[]>; count?: number } };

export async function apiResult<R extends { status: number; headers: Headers; json(): Promise<unknown> }>(
  response: R,
): Promise<ApiResult<SuccessData<Awaited<ReturnType<R["json"]>>>>> {
  const body = (await response.json()) as { data?: unknown } & Failure;
  if (response.status === 200) {
    return { ok: true, data: body.data as SuccessData<Awaited<ReturnType<R["json"]>>>, headers: response.headers };
  }
  return {
    ok: false,
    status: response.status,
    message: body.error?.message ?? "Something went wrong.",
    fields: body.error?.fields,
    count: body.error?.count,
    headers: response.headers,
  };
}

/** The Set-Cookie headers of an API answer, to pass on to the browser. */
export function forwardCookies(from: Headers, to: HeadersInit = {}): Headers {
  const headers = new Headers(to);
  for (const cookie of from.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

export type ReplyOptions = {
  /** The form's names of the API's fields, where they differ. */
  renames?: Record<string, string>;
  /** Replaces the API's message (for instance the spec's text for a server failure). */
  message?: string;
  /** The field that shows the message when the API names no field; the whole form when not given. */
  messageField?: string;
  /** Fields whose typed values are not sent back (passwords, codes). */
  hideFields?: string[];
};

/**
 * The one way a failed API call becomes a form's reply: the API's message of
 * each field under the form's field names, or, when it names none, its
 * message for the whole form (or `messageField`).
 */
export function failureReply(
  submission: Submission<unknown, string[]>,
  failure: ApiFailure,
  { renames = {}, message = failure.message, messageField, hideFields }: ReplyOptions = {},
): SubmissionResult<string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(failure.fields ?? {})) fieldErrors[renames[name] ?? name] = messages;
  const namesFields = Object.keys(fieldErrors).length > 0;
  if (!namesFields && messageField) fieldErrors[messageField] = [message];
  return submission.reply({ formErrors: namesFields || messageField ? [] : [message], fieldErrors, hideFields });
}
