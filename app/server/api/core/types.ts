import type { Host } from "~/lib/host";
import type { RuntimeConfig } from "~/server/config";
import type { Env } from "~/server/env";
import type { ViewerMemo } from "./viewerMemo";

export type ApiEnv = {
  Bindings: Env;
  Variables: { host: Host; config: RuntimeConfig; viewers: ViewerMemo };
};
