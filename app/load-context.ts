import type { Host } from "~/lib/host";
import type { PublicConfig } from "~/lib/config";
import type { ApiClient } from "~/server/api/client";

/** What the Worker hands every loader and action (docs/architecture.md: the Remix/server boundary). */
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    api: ApiClient;
    host: Host;
    config: PublicConfig;
    cspNonce: string;
    csrfToken: string;
  }
}

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
