import { createRouter } from "../../core/router";
import { accountApi } from "./account";
import { invitedSignupApi } from "./invitedSignup";
import { loginApi } from "./login";
import { mailApi } from "./mail";
import { usernameLookupApi } from "./lookup";
import { passwordResetApi } from "./passwordReset";
import { profileApi } from "./profile";
import { restrictionsApi } from "./restrictions";
import { secondStepApi } from "./secondStep";
import { securityApi } from "./security";
import { signupApi } from "./signup";
import { tenantSwitchApi } from "./tenantSwitch";

/** Spec §7 user group, /api/v2/user/<call>: one file per sub-area. */
export const userApi = createRouter()
  .route("/", loginApi)
  .route("/", usernameLookupApi)
  .route("/", signupApi)
  .route("/", invitedSignupApi)
  .route("/", passwordResetApi)
  .route("/", profileApi)
  .route("/", tenantSwitchApi)
  .route("/", mailApi)
  .route("/", restrictionsApi)
  .route("/", accountApi)
  .route("/", secondStepApi)
  .route("/", securityApi);
