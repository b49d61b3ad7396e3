import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { Logo } from "~/components/Logo";
import type { ShellData } from "~/routes/_app";

/** The signed-in header (spec §2). */
export function AppHeader({ shell }: { shell: ShellData }) {
  return (
    <header className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 bg-white px-4">
      <Logo tenantName={shell.organization.name} />
      <div className="flex items-center gap-3">
        <span className="text-sm text-slate-600">
          {shell.userDetails.firstName} {shell.userDetails.lastName}
        </span>
        <Form method="post" action="/logout">
          <CsrfField />
          <button type="submit" className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
            Logout
          </button>
        </Form>
      </div>
    </header>
  );
}
