import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { INTENT_FIELD } from "~/components/forms";
import { failureReply, type ApiResult, type ReplyOptions } from "~/lib/api-result";
import { readDateFields } from "~/lib/dateFields";
import { redirectWithToast } from "~/lib/toast.server";
import type { ApiClient } from "~/server/api/client";
import { VIA_FETCHER } from "./fetcher";
import { formInput } from "./formInput.server";

/** The route's params (a project's id, a team's). */
export type Params = ActionFunctionArgs["params"];

/**
 * The intent layer beside the routes: a route's form posts as a table of
 * intents, each its form's schema (read with conform's parseWithZod), its one
 * /api/v2 call and what the toast says when it worked. The route decides how
 * to answer (a redirect with a toast, a form's reply, a fetcher's data).
 */
export type Intent<S extends z.ZodType, D> = {
  schema: S;
  send(api: ApiClient, value: z.output<S>, params: Params): Promise<ApiResult<D>>;
  /** The success toast: a text, or worked out from the value sent and the API's data. */
  done: string | Message<z.output<S>, D>;
  /** How a refusal becomes the form's reply: fields not sent back (passwords, codes), the field showing the API's message, renamed fields. */
  reply?: ReplyOptions;
};
// Method syntax keeps a table's entries assignable to the one shape defineIntents reads.
type Message<V, D> = { message(value: V, data: D): string }["message"];

/** One entry of a table, with its value and data types inferred from its schema and call. */
export const intent = <S extends z.ZodType, D>(spec: Intent<S, D>) => spec;

type Table = Record<string, Intent<z.ZodType, unknown>>;
type DataOf<T extends Table> = { [K in keyof T]: T[K] extends Intent<z.ZodType, infer D> ? D : never }[keyof T];

/** A table's outcomes, one per intent: checking `intent` tells the value sent and the API's data apart. */
type OutcomeOf<T extends Table> =
  | { [K in keyof T & string]: { ok: true; intent: K; message: string; value: z.output<T[K]["schema"]>; data: T[K] extends Intent<z.ZodType, infer D> ? D : never; headers: Headers } }[keyof T & string]
  | (Failure<keyof T & string> & { by: "form" })
  | { [K in keyof T & string]: Failure<K> & { by: "api"; value: z.output<T[K]["schema"]> } }[keyof T & string];

export type IntentOutcome<N extends string, D = unknown> = { ok: true; intent: N; message: string; data: D } | Failure<N>;

type Failure<N extends string> = {
  ok: false;
  intent: N;
  /** Who refused: the form's schema, or the API (a table's outcome then carries the value sent). */
  by: "form" | "api";
  status: number;
  /** The form's first error when it did not parse, else the API's message. */
  message: string;
  fields?: Record<string, string[]>;
  /** What the API counted in refusing (the dependencies a restore would drop). */
  count?: number;
  /** The failure as the form's conform reply. */
  reply: SubmissionResult<string[]>;
};

const fieldsOf = (error: Record<string, string[] | null> | undefined) =>
  Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => entry[1] !== null));

/** The first message of a failure: a field's, else the whole failure's. */
export const firstMessage = (outcome: { message: string; fields?: Record<string, string[]> }) =>
  Object.values(outcome.fields ?? {}).flat()[0] ?? outcome.message;

export function defineIntents<T extends Table>(table: T) {
  type Name = keyof T & string;
  const nameOf = (form: FormData): Name | null => {
    const name = form.get(INTENT_FIELD);
    return typeof name === "string" && Object.hasOwn(table, name) ? name : null;
  };
  return {
    table,
    names: Object.keys(table) as Name[],
    /** Whether the form posts one of these intents. */
    handles: (form: FormData) => nameOf(form) !== null,
    /** The form's intent parsed and sent; null when the form names none of these intents. */
    async run(form: FormData, api: ApiClient, params: Params): Promise<OutcomeOf<T> | null> {
      const name = nameOf(form);
      if (name === null) return null;
      const spec = table[name];
      // Days typed without JavaScript, in the person's order, are read as yyyy-mm-dd first (decision 82).
      const dates = readDateFields(form);
      const submission = parseWithZod(dates.form, { schema: formInput(spec.schema), disableAutoCoercion: true });
      if (submission.status !== "success" || dates.invalid) {
        const reply = submission.reply({ ...(dates.invalid ? { fieldErrors: dates.errors } : {}), hideFields: spec.reply?.hideFields });
        const fields = { ...fieldsOf(reply.error), ...dates.errors };
        return { ok: false, intent: name, by: "form", status: 400, message: firstMessage({ message: "Please check the form", fields }), fields, reply };
      }
      const result = await spec.send(api, submission.value, params);
      if (!result.ok) {
        const reply = failureReply(submission, result, spec.reply);
        return { ok: false, intent: name, by: "api", status: result.status, message: result.message, fields: result.fields, count: result.count, reply, value: submission.value } as OutcomeOf<T>;
      }
      const message = typeof spec.done === "string" ? spec.done : spec.done(submission.value, result.data);
      return { ok: true, intent: name, message, value: submission.value, data: result.data as DataOf<T>, headers: result.headers } as OutcomeOf<T>;
    },
  };
}

export type FetcherReply = { ok: true; message: string } | { ok: false; message: string };

/**
 * The answer of a post every one of whose forms also works without
 * JavaScript: a plain post goes back (`back`) with the outcome as a toast; a
 * fetcher's post (VIA_FETCHER) answers the outcome as data, so the page can
 * roll back and toast itself.
 */
export function answerPost<O extends IntentOutcome<string, unknown>, R = FetcherReply>(
  request: Request,
  form: FormData,
  outcome: O,
  back: string,
  reply: (outcome: O) => R = (done) => ({ ok: done.ok, message: done.message }) as R,
) {
  if (form.get(VIA_FETCHER)) return data(reply(outcome), outcome.ok ? 200 : outcome.status);
  return redirectWithToast(request, back, { kind: outcome.ok ? "success" : "error", message: outcome.message });
}

/** A post naming no intent of the page's (the List view's and the board's answer). */
export const unknownAction = () => data<FetcherReply>({ ok: false, message: "Unknown action" }, 400);
