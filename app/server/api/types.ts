import type { Host } from "~/lib/host";
import type { RuntimeConfig } from "../config";
import type { Env } from "../env";

export type ApiEnv = {
  Bindings: Env;
  Variables: { host: Host; config: RuntimeConfig };
};
