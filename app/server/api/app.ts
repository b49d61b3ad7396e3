import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import { resolveHost } from "~/lib/host";
import { loadConfig } from "../config";
import { MAX_JSON_BODY_BYTES } from "../limits";
import { UPLOAD_PATH } from "../uploads/signedUrl";
import { devApi } from "./groups/dev";
import { invitedSignupApi } from "./groups/user/invitedSignup";
import { inviteApi } from "./groups/invite";
import { passwordResetApi } from "./groups/user/passwordReset";
import { ApiError, errorBody, fail } from "./core/envelope";
import { signupApi } from "./groups/user/signup";
import { tenantApi } from "./groups/tenant/verify";
import { tenantLookupApi, usernameLookupApi } from "./groups/tenant/lookup";
import type { ApiEnv } from "./core/types";
import { userApi } from "./groups/user/login";
import { profileApi } from "./groups/user/profile";
import { rolesApi } from "./groups/tenant/roles";
import { tenantSwitchApi } from "./groups/user/tenantSwitch";

export const API_PREFIX = "/api/v2";

const app = new OpenAPIHono<ApiEnv>().basePath(API_PREFIX);

app.use("*", async (c, next) => {
  const config = loadConfig(c.env);
  c.set("config", config);
  c.set("host", resolveHost(new URL(c.req.url).hostname, config.baseDomain));
  await next();
});

app.use(
  "*",
  except(
    (c) => c.req.path === UPLOAD_PATH, // signed picture uploads carry their own limit
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => fail(c, 413, "Request body is too large"),
    }),
  ),
);

export const apiRoutes = app
  .route("/user", userApi)
  .route("/tenant", tenantApi)
  .route("/dev", devApi)
  .route("/invite", inviteApi)
  .route("/user", invitedSignupApi)
  .route("/user", signupApi)
  .route("/user", passwordResetApi)
  .route("/user", usernameLookupApi)
  .route("/tenant", tenantLookupApi)
  .route("/user", profileApi)
  .route("/user", tenantSwitchApi)
  .route("/tenant", rolesApi);

app.doc31("/openapi.json", {
  openapi: "3.1.0",
  info: { title: "Meridian API", version: "2.0.0" },
});

app.notFound((c) => fail(c, 404, "Not found"));

app.onError((error, c) => {
  if (error instanceof ApiError) return fail(c, error.status, error.message, error.details);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status === 400 || error.status === 413 ? error.status : 400;
    const message = /json/i.test(error.message) ? "Malformed JSON in request body" : error.message || "Bad request";
    return c.json(errorBody(status, message), status);
  }
  console.error("Unhandled API error", error);
  return fail(c, 500, "Something went wrong.");
});

export const api = app;
export type AppType = typeof apiRoutes;
