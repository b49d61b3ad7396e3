import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { developmentData } from "~/lib/devPages";

export const meta: MetaFunction = () => [{ title: "Outbox (development) · Meridian" }];

/** Development only: the mails the app would have sent, so a newcomer can read the OTP. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? "";
  return { to, mails: await developmentData(context, (api) => api.dev.outbox.$get({ query: to ? { to } : {} })) };
}

export default function DevOutbox() {
  const { to, mails } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-6 py-10">
      <h1 className="text-2xl font-semibold">Outbox</h1>
      <p className="mt-1 text-sm text-slate-600">Mails stored locally instead of being sent. Newest first.</p>
      <Form method="get" className="mt-4 flex gap-2">
        <label htmlFor="outbox-to" className="sr-only">
          Recipient
        </label>
        <input
          id="outbox-to"
          name="to"
          type="email"
          defaultValue={to}
          placeholder="Filter by recipient"
          className="flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
          Filter
        </button>
      </Form>
      {mails.length === 0 ? <p className="mt-6 text-slate-600">No mails yet.</p> : null}
      <ol className="mt-6 flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="outbox-mail">
            <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
              <span>
                To: <span className="font-medium text-ink">{mail.to}</span>
              </span>
              <time dateTime={new Date(mail.createdAt).toISOString()}>{new Date(mail.createdAt).toISOString()}</time>
            </div>
            <h2 className="mt-2 font-semibold">{mail.subject}</h2>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{mail.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
