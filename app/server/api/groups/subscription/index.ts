import { createRouter } from "../../core/router";
import { plansApi } from "./plans";
import { upgradeApi } from "./upgrade";

/** Spec §7 subscription group, /api/v2/subscription/<call>. */
export const subscriptionApi = createRouter().route("/", plansApi).route("/", upgradeApi);
