import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { NavigationSpinner } from "~/components/NavigationSpinner";
import { OfflineOverlay } from "~/components/OfflineOverlay";
import { SiteNav } from "~/components/SiteNav";
import { Telemetry } from "~/components/Telemetry";
import { ToastProvider } from "~/components/Toast";
import { HydrationProvider } from "~/components/useHydrated";
import { useNonce } from "~/lib/nonce";
import { pageNeedsScripts } from "~/lib/pageScripts";
import type { RootData } from "~/lib/rootData";
import { isMarketingPath } from "~/lib/routes";
import { takeToast } from "~/lib/toast.server";
import styles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => [{ title: "Meridian" }];

/**
 * The browser-safe configuration, the CSRF token, the host, and the toast a
 * redirect brought (decision 0016). It makes no storage call, so it loads again
 * whenever Remix reloads after a form post.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, headers } = takeToast(request);
  return data<RootData>({ config: context.config, csrfToken: context.csrfToken, host: context.host, toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const search = useLocation().search;
  // In the browser the scripts are running already: keep them through client-side navigations.
  const scripts = typeof document !== "undefined" || pageNeedsScripts(matches, new URLSearchParams(search));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="theme-color" content="#6d5ae6" />
        <Meta />
        <Links />
      </head>
      <body>
        <HydrationProvider>{children}</HydrationProvider>
        {scripts ? <ScrollRestoration nonce={nonce} /> : null}
        {scripts ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/** Start-up step 2 (spec §4): a URL with `stopflicker` clears what the browser has stored. */
function useStopFlicker(search: string) {
  useEffect(() => {
    if (!new URLSearchParams(search).has("stopflicker")) return;
    window.localStorage.clear();
    window.sessionStorage.clear();
  }, [search]);
}

export default function App() {
  const { host, toast, config } = useLoaderData<typeof loader>();
  const location = useLocation();
  useStopFlicker(location.search);
  return (
    <ToastProvider toast={toast}>
      <OfflineOverlay />
      <NavigationSpinner />
      <Telemetry config={config} />
      {host.kind !== "tenant" && isMarketingPath(location.pathname) ? <SiteNav /> : null}
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4">
        <a className="text-brand-600 underline" href="/">
          Back to the start
        </a>
      </p>
    </main>
  );
}
