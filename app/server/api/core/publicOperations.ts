/**
 * The /api/v2 calls that answer without a session (issue 41 §2), each with why. Every other call
 * needs credentials: without them it answers 401 (404 where no organisation is behind the host)
 * before its input is read (`requireCredentialsUnlessPublic`). A new call is private until it is
 * written here; `tests/worker/public-operations.test.ts` walks the OpenAPI document to hold that.
 */
export const PUBLIC_OPERATIONS = {
  "GET /openapi.json": "the API's own description, for integrations and their generators",
  "GET /docs": "the API's reference page, reading that description",
  "POST /user/login": "signing in: checks the password itself and answers a one-time redirect token",
  "POST /user/getUserDataFromToken": "signing in: redeems the redirect token into a session",
  "GET /user/redirectUser": "signing in: names whom a redirect token would sign in, on the page that asks first",
  "POST /user/pendingSignIn": "signing in: what a pending sign-in (its reference from user/login) still needs",
  "POST /user/secondStep": "signing in: the second step's code, for a pending sign-in (attempt limits like the OTP's)",
  "POST /user/secondStepSetup": "signing in: the authenticator to set up when the organisation requires a second step",
  "POST /user/confirmSecondStepSetup": "signing in: confirms that setup with its first code (attempt limits like the OTP's)",
  "POST /user/finishSecondStepSetup": "signing in: hands off once the required setup is done",
  "POST /user/passkeyOptions": "signing in with a passkey: the WebAuthn challenge",
  "POST /user/passkeySignIn": "signing in with a passkey: checks the authenticator's signature",
  "POST /user/logout": "ends the session it is given, if any; without one it still clears the browser's cookies",
  "GET /user/verifyUsernameInTenant": "the login form's check that an e-mail belongs to the organisation",
  "POST /user/sendOtp": "sign-up: mails the one-time code (attempt limits of spec §4)",
  "POST /user/verifyOtp": "sign-up: checks the one-time code (attempt limits of spec §4)",
  "POST /user/createAccount": "sign-up: needs the verified code's token",
  "POST /user/createSubdomain": "sign-up: needs the new account's token",
  "POST /user/invitedUserSignup": "an invitee's sign-up: needs the invite's token",
  "POST /user/forgotPassword": "password reset: mails a link",
  "POST /user/setNewPassword": "password reset: needs the mailed link's token",
  "POST /user/unsubscribe": "a mail's unsubscribe link: needs the link's signed token",
  "PUT /user/upload": "a profile picture's bytes: the signed upload URL (user/createSignedUrl, signed in) is the credential",
  "GET /tenant/verify": "sign-up and login: whether an organisation's sub-domain exists",
  "GET /tenant/tenantCountByUsername": "login: how many organisations an e-mail belongs to",
  "POST /tenant/forgotTenant": "login: mails the organisations an e-mail belongs to",
  "GET /tenant/getOrganizationName": "the login page's heading on an organisation's host",
  "POST /invite/acceptInvite": "opening an invite link: needs the invite's token",
  "GET /subscription/plans": "the public pricing page",
  "GET /faqs": "the public help's questions",
  "GET /dev/outbox": "development only (404 in production): the local outbox",
  "GET /dev/traces": "development only (404 in production): the local trace collector",
  "POST /dev/traces": "development only (404 in production): takes spans from any page, signed in or not",
  "GET /dev/analytics": "development only (404 in production): the local analytics service",
  "POST /dev/analytics": "development only (404 in production): takes events from any page, signed in or not",
  "POST /dev/seed": "development only (404 in production): the demo data of npm start, the bench and the tests",
  "POST /dev/seedWork": "development only (404 in production): the tests' and the bench's work generator",
} as const satisfies Record<string, string>;

export const isPublicOperation = (key: string) => Object.hasOwn(PUBLIC_OPERATIONS, key);
