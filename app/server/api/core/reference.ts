import type { Context } from "hono";

/** Where scripts/copy-api-reference.mjs puts Scalar's standalone bundle among the Worker's static assets. */
export const REFERENCE_SCRIPT = "/api-reference/scalar.js";

const nonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

/**
 * The API reference page (issue 44 §2, decision 0086): Scalar's standalone bundle from the Worker's own
 * assets, reading this host's /api/v2/openapi.json. Its policy allows only this page's needs: scripts
 * from this origin and the one inline start (by nonce), the inline styles Scalar writes, nothing from
 * elsewhere (no default fonts, no proxy, no telemetry).
 */
export function referencePage(c: Context, documentPath: string) {
  const once = nonce();
  const config = JSON.stringify({ url: documentPath, withDefaultFonts: false, hideClientButton: true, telemetry: false, showDeveloperTools: "never" });
  c.header(
    "content-security-policy",
    `default-src 'none'; script-src 'self' 'nonce-${once}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  return c.html(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Meridian API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${REFERENCE_SCRIPT}"></script>
    <script nonce="${once}">Scalar.createApiReference("#app", ${config});</script>
  </body>
</html>`);
}
