import { Link } from "@remix-run/react";
import { Logo } from "./Logo";

/** The public site's top bar (marketing pages have no app header). */
export function SiteNav() {
  return (
    <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
      <Link to="/" aria-label="Meridian home">
        <Logo />
      </Link>
      <nav aria-label="Site" className="flex items-center gap-6 text-sm">
        <Link to="/why-meridian" className="hover:text-brand-600">
          Why Meridian
        </Link>
        <Link to="/pricing" className="hover:text-brand-600">
          Pricing
        </Link>
        <Link to="/login" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          Log in
        </Link>
      </nav>
    </header>
  );
}
