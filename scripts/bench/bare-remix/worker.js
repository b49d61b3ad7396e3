import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "./build/server/index.js";

const handle = createRequestHandler(build);

export default { fetch: (request) => handle(request, {}) };
