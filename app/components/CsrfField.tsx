import { useRootData } from "~/root";

/** The hidden CSRF field every state-changing form carries. */
export function CsrfField() {
  const root = useRootData();
  return <input type="hidden" name="csrf" value={root?.csrfToken ?? ""} />;
}
