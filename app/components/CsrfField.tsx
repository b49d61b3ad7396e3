import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";

/** The hidden field carrying `token`, for forms rendered where the page's token is handed down. */
export function CsrfInput({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

/** The hidden CSRF field every state-changing form carries, with the page's token. */
export function CsrfField() {
  return <CsrfInput token={useRootData()?.csrfToken ?? ""} />;
}
