import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmByAddress } from "~/components/ConfirmByAddress";
import { Field, FormErrors, SchemaForm, SelectField, SubmitButton } from "~/components/forms";
import { useFreshFormKey, useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { apiTokenIntents } from "~/intents/apiTokens.server";
import { apiResult } from "~/lib/api-result";
import { formatDate } from "~/lib/dates";
import { redirectWithToast } from "~/lib/toast.server";
import { API_TOKEN_LIFETIMES, CreateApiTokenSchema } from "~/schemas/apiToken";

export const meta: MetaFunction = () => [{ title: "API tokens · Settings · Meridian" }];

const TOKENS_PATH = "/settings/api-tokens";
const ACCESS_LABELS = { read: "Read only", "read-write": "Read and write" } as const;

/** The member's tokens and, for an administrator, everyone's; `?confirmRevoke=` asks before a revoke. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const listed = await apiResult(await context.api.apiTokens.list.$get());
  if (!listed.ok) throw data({ message: listed.message }, { status: listed.status });
  const { tokens, membersTokens } = listed.data;
  const confirmRevoke = new URL(request.url).searchParams.get("confirmRevoke");
  return { mine: tokens, others: membersTokens, confirming: [...tokens, ...(membersTokens ?? [])].find((token) => token.tokenId === confirmRevoke) ?? null };
}

type Outcome = { result?: SubmissionResult<string[]>; created?: { name: string; secret: string; expiresAt: number }; error?: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await apiTokenIntents.run(await request.formData(), context.api, params);
  if (outcome?.intent === "create") {
    if (!outcome.ok) return data<Outcome>({ result: outcome.reply }, outcome.status);
    // The secret is answered this once: the page shows it from this answer, never from the loader.
    return data<Outcome>({ created: { name: outcome.data.name, secret: outcome.data.secret, expiresAt: outcome.data.expiresAt } });
  }
  if (!outcome || (!outcome.ok && outcome.by === "form")) return data<Outcome>({ error: "Unknown API token" }, 400);
  if (!outcome.ok) return data<Outcome>({ error: outcome.message }, outcome.status);
  return redirectWithToast(request, TOKENS_PATH, { kind: "success", message: outcome.message });
}

/** Settings › API tokens (issue 44 §1): personal tokens for scripts and integrations. */
export default function ApiTokensSettings() {
  const { mine, others, confirming } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const formKey = useFreshFormKey();
  return (
    <section aria-labelledby="tokens-title" className="max-w-3xl">
      <h1 id="tokens-title" className="text-xl font-semibold">
        API tokens
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        A token lets a script or another program call Meridian&apos;s API as you, with your access: send it as <code>Authorization: Bearer &lt;token&gt;</code>{" "}
        to this organisation&apos;s address. Keep it secret; revoke it when it is no longer needed.
      </p>
      <p className="mt-1 text-sm">
        {/* A plain link: the reference is a page of the API, not of the app. */}
        <a href="/api/v2/docs" className="font-medium text-indigo-700 underline hover:text-indigo-900">
          API reference
        </a>{" "}
        <span className="text-slate-600">(every call, its input and its answer; the document itself is /api/v2/openapi.json)</span>
      </p>
      {outcome?.error ? <FormErrors id="token-action-error" errors={[outcome.error]} /> : null}
      {outcome?.created ? <NewSecret {...outcome.created} /> : null}
      <CreateTokenForm key={formKey} lastResult={outcome?.result} />
      {confirming ? <ConfirmRevoke name={confirming.name} tokenId={confirming.tokenId} /> : null}
      <TokenList title="Your tokens" tokens={mine} empty="You have no tokens yet." />
      {others ? <TokenList title="Members' tokens" tokens={others} empty="No member has a token." withOwner /> : null}
    </section>
  );
}

function NewSecret({ name, secret, expiresAt }: { name: string; secret: string; expiresAt: number }) {
  return (
    <div role="status" className="mt-6 flex flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="font-medium">
        Token {name} created. Copy it now: it is not shown again. It works until {formatDate(expiresAt)}.
      </p>
      <label className="flex flex-col gap-1 text-sm">
        Your new token
        <input readOnly value={secret} onFocus={(event) => event.currentTarget.select()} className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm" />
      </label>
    </div>
  );
}

function CreateTokenForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(CreateApiTokenSchema, { id: "new-api-token", lastResult, defaultValue: { access: "read", days: "90" } });
  return (
    <SchemaForm form={form} intent="create" action={TOKENS_PATH} className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 className="font-semibold">New token</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Token Name" errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), placeholder: "Weekly report script", autoComplete: "off" }} />
      <SelectField label="Access" errors={fields.access.errors} choices={Object.entries(ACCESS_LABELS).map(([value, label]) => ({ value, label }))} selectProps={getSelectProps(fields.access)} />
      <SelectField
        label="Expires after"
        errors={fields.days.errors}
        choices={API_TOKEN_LIFETIMES.map((days) => ({ value: String(days), label: days === 365 ? "1 year" : `${days} days` }))}
        selectProps={getSelectProps(fields.days)}
      />
      <SubmitButton pending={useIsSubmitting("create")}>Create token</SubmitButton>
    </SchemaForm>
  );
}

function ConfirmRevoke({ name, tokenId }: { name: string; tokenId: string }) {
  return (
    <ConfirmByAddress
      id="confirm-revoke"
      question={`Revoke the token ${name}? Programs using it stop working at once.`}
      action={TOKENS_PATH}
      field={{ name: "tokenId", value: tokenId }}
      intent="revoke"
      confirm="Yes, revoke token"
      keep="Keep token"
    />
  );
}

type Token = Awaited<ReturnType<typeof loader>>["mine"][number];

function TokenList({ title, tokens, empty, withOwner = false }: { title: string; tokens: Token[]; empty: string; withOwner?: boolean }) {
  return (
    <div className="mt-8">
      <h2 className="font-semibold">{title}</h2>
      {tokens.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {tokens.map((token) => (
            <li key={token.tokenId} aria-label={token.name} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {token.name} <span className="font-mono text-xs text-slate-500">…{token.hint}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {withOwner ? `${token.ownerName} · ` : ""}
                  {ACCESS_LABELS[token.access]} · created {formatDate(token.createdAt)} · {token.lastUsedAt ? `last used ${formatDate(token.lastUsedAt)}` : "never used"} · expires{" "}
                  {formatDate(token.expiresAt)}
                </p>
              </div>
              <Link
                to={`${TOKENS_PATH}?confirmRevoke=${token.tokenId}`}
                aria-label={`Revoke ${token.name}`}
                className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
              >
                Revoke
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
