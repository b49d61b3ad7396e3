import { useEffect, useState } from "react";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { useHydrated } from "~/components/useHydrated";
import { useRootData } from "~/lib/rootData";
import { confirmWithPasskey, PasskeyError } from "./passkeyClient";

/** Which second step a deletion asks of the person: a code (the app is on), a passkey's confirmation (they have passkeys); either will do. */
export type SecondStepAsked = { code: boolean; passkey: boolean };

/**
 * A deletion's second step by passkey (issue 38 §3): "Confirm with a passkey" runs the ceremony and
 * puts the confirmation into the form as `passkeyConfirmation`, which the deletion uses up. WebAuthn
 * needs script, so without it the person is told so (and a code, when they have the app, still works).
 */
export function PasskeyConfirmation({ errors, orCode }: { errors?: string[]; orCode: boolean }) {
  const hydrated = useHydrated();
  const csrf = useRootData()?.csrfToken ?? "";
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? errors?.[0];
  // The server refused the confirmation (used up, expired): it is asked for again.
  useEffect(() => {
    if (errors?.length) setConfirmation(null);
  }, [errors]);
  if (!hydrated) {
    return <p className="text-sm text-slate-600">{orCode ? "Or confirm with a passkey: that needs JavaScript in this browser." : "Confirming with your passkey needs JavaScript in this browser."}</p>;
  }
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      setConfirmation(await confirmWithPasskey(csrf));
    } catch (caught) {
      setFailure(caught instanceof PasskeyError ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      {confirmation ? (
        <>
          <input type="hidden" name="passkeyConfirmation" value={confirmation} />
          <p role="status" className="text-sm text-green-800">
            Confirmed with your passkey.
          </p>
        </>
      ) : (
        <button type="button" onClick={confirm} disabled={pending} aria-busy={pending || undefined} className={`self-start ${SMALL_BUTTON}`}>
          {pending ? "Waiting for your passkey…" : orCode ? "Or confirm with a passkey" : "Confirm with a passkey"}
        </button>
      )}
      <p role={shown ? "alert" : undefined} className="min-h-4 text-xs text-red-700">
        {shown}
      </p>
    </div>
  );
}
