import type { ReactNode } from "react";
import { Logo } from "./Logo";

/** The centred card of the logged-out pages (login, forgot and reset password). */
export function AuthCard({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  return (
    <main className="flex min-h-full items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <Logo />
        <h1 className="mt-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
      {after}
    </main>
  );
}
