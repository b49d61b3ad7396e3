import { useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { useRootData } from "~/lib/rootData";
import { passkeySignIn, PasskeyError } from "./passkeyClient";

/**
 * "Sign in with a passkey" on the auth host: instead of the password (the organisation read from
 * `domainName()` when pressed) or as the second step of a pending sign-in. Needs script, so it
 * shows only once the page is hydrated (until then, `withoutScript` says so when given); the forms
 * beside it work without.
 */
export function PasskeySignInButton({
  start,
  label = "Sign in with a passkey",
  withoutScript,
}: {
  start: () => { domainName: string } | { challenge: string } | string;
  label?: string;
  withoutScript?: string;
}) {
  const hydrated = useHydrated();
  const csrf = useRootData()?.csrfToken ?? "";
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated) return withoutScript ? <p className="text-center text-sm text-slate-600">{withoutScript}</p> : null;
  const signIn = async () => {
    const begin = start();
    if (typeof begin === "string") return setError(begin);
    setPending(true);
    setError(null);
    try {
      window.location.assign(await passkeySignIn(csrf, begin));
    } catch (caught) {
      setError(caught instanceof PasskeyError ? caught.message : "Something went wrong. Please try again.");
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={signIn}
        disabled={pending}
        aria-busy={pending || undefined}
        className="w-full rounded-md border border-slate-300 px-4 py-2.5 font-medium text-ink hover:bg-slate-50 disabled:opacity-70"
      >
        {label}
      </button>
      <p role={error ? "alert" : undefined} className="min-h-4 text-xs text-red-700">
        {error}
      </p>
    </div>
  );
}
