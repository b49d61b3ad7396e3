import { useState } from "react";
import { Form, Link, useRevalidator } from "@remix-run/react";
import { ConfirmByAddress } from "~/components/ConfirmByAddress";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { useHydrated } from "~/components/useHydrated";
import { formatDate } from "~/lib/dates";
import { useRootData } from "~/lib/rootData";
import { SECURITY_PATH } from "~/lib/routes";
import { CONFIRM_REMOVE_PARAM, SECURITY_INTENTS } from "./intents";
import { PasskeyError, registerPasskey } from "./passkeyClient";

export type Passkey = { id: string; name: string; createdAt: number; lastUsedAt: number | null };

/** Profile › Security's "Passkeys": add (needs script: WebAuthn), rename, remove after asking (issue 38 §1). */
export function PasskeysSection({ passkeys, confirming, path = SECURITY_PATH }: { passkeys: Passkey[]; confirming: Passkey | null; path?: string }) {
  return (
    <section aria-labelledby="passkeys-title" className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 id="passkeys-title" className="text-lg font-semibold">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-600">Sign in with your fingerprint, face or device lock instead of a password, or use one as your second step.</p>
      {confirming ? (
        <ConfirmByAddress
          id="confirm-remove-passkey"
          question={`Remove the passkey ${confirming.name}? It will no longer sign you in.`}
          action={path}
          field={{ name: "id", value: confirming.id }}
          intent={SECURITY_INTENTS.passkeyRemove}
          confirm="Yes, remove passkey"
          keep="Keep passkey"
        />
      ) : null}
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} path={path} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}

function PasskeyRow({ passkey, path }: { passkey: Passkey; path: string }) {
  const used = passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : "never used";
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value={SECURITY_INTENTS.passkeyRename} />
        <input type="hidden" name="id" value={passkey.id} />
        <label className="flex flex-col gap-1 text-sm">
          <span className="sr-only">Name of passkey {passkey.name}</span>
          <input name="name" defaultValue={passkey.name} maxLength={50} required className="rounded-md border border-slate-300 px-2 py-1" />
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1 text-sm">
          Rename
        </button>
      </Form>
      <span className="text-xs text-slate-500">
        Added {formatDate(passkey.createdAt)}, {used}
      </span>
      <Link to={`${path}?${CONFIRM_REMOVE_PARAM}=${encodeURIComponent(passkey.id)}`} className="ml-auto text-sm text-red-700 underline">
        Remove<span className="sr-only"> passkey {passkey.name}</span>
      </Link>
    </li>
  );
}

function AddPasskey() {
  const hydrated = useHydrated();
  const csrf = useRootData()?.csrfToken ?? "";
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  if (!hydrated) return <p className="mt-4 text-sm text-slate-500">Adding a passkey needs JavaScript.</p>;
  const add = async () => {
    const chosen = name.trim() || "Passkey";
    setPending(true);
    setMessage(null);
    try {
      await registerPasskey(csrf, chosen);
      setName("");
      setMessage({ error: false, text: `Passkey ${chosen} added.` });
      revalidator.revalidate();
    } catch (caught) {
      setMessage({ error: true, text: caught instanceof PasskeyError ? caught.message : "Something went wrong. Please try again." });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700">New passkey's name</span>
        <input value={name} onChange={(event) => setName(event.target.value)} maxLength={50} placeholder="e.g. Work laptop" className="rounded-md border border-slate-300 px-2 py-1.5" />
      </label>
      <button type="button" onClick={add} disabled={pending} aria-busy={pending || undefined} className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-70">
        Add a passkey
      </button>
      <p role="status" className={`w-full text-sm ${message?.error ? "text-red-700" : "text-green-700"}`}>
        {message?.text}
      </p>
    </div>
  );
}
