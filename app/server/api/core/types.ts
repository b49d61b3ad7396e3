import type { Host } from "~/lib/host";
import type { RuntimeConfig } from "~/server/config";
import type { Env } from "~/server/env";

export type ApiEnv = {
  Bindings: Env;
  Variables: { host: Host; config: RuntimeConfig };
};
