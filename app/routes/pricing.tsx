import { staticPage } from "~/lib/pageScripts";

export const handle = staticPage;

export default function Pricing() {
  return (
    <main className="mx-auto max-w-[980px] px-6 py-16">
      <h1 className="text-3xl font-bold">Pricing</h1>
      <p className="mt-4 text-slate-600">Plans and the free trial arrive with subscriptions.</p>
    </main>
  );
}
