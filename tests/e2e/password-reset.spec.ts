import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { baseDomain, E2E_PORT } from "../../playwright.config";

const DEMO_PASSWORD = "Demo#2026";
const NEW_PASSWORD = "Renewed#2026";

type Envelope = { statusCode: number; data: Record<string, unknown> };

/** A JSON call to the server on 127.0.0.1 with the Host of a sub-domain (Node does not resolve *.localhost). */
function call(subdomain: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E_PORT,
        path,
        method: body === undefined ? "GET" : "POST",
        headers: { host: `${subdomain}.${baseDomain}`, "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(JSON.parse(text) as Envelope));
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function lastMailText(to: string) {
  const { data } = await call("auth", `/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
  return (data as unknown as Array<{ text: string }>)[0]?.text ?? "";
}

/** A user of acme of its own, invited by ada through the API, so no demo password changes. */
async function freshAcmeUser() {
  const email = `reset.${Date.now()}.${Math.floor(Math.random() * 1e6)}@newco.test`;
  const { data: login } = await call("auth", "/api/v2/user/login", { username: "ada@acme.test", password: DEMO_PASSWORD, domainName: "acme" });
  const { data: session } = await call("acme", "/api/v2/user/getUserDataFromToken", { token: login.redirectToken });
  await call("acme", "/api/v2/invite/teamInvite", { email, roleId: 3 }, { accesstoken: session.accessToken as string });
  const inviteToken = new URL((await lastMailText(email)).match(/http\S+inviteToken=\S+/)![0]).searchParams.get("inviteToken");
  const signup = await call("acme", "/api/v2/user/invitedUserSignup", {
    firstName: "Rita",
    lastName: "Reset",
    password: DEMO_PASSWORD,
    username: email,
    inviteToken,
  });
  expect(signup.statusCode).toBe(200);
  return email;
}

test("a user resets a forgotten password from the login page and logs in with the new one", async ({ page }) => {
  const email = await freshAcmeUser();
  await page.goto(`http://auth.${baseDomain}/login?domainName=acme`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(`http://auth.${baseDomain}/forgotpassword`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText("If an account exists for this email, we have sent a link to reset your password.");

  const link = (await lastMailText(email)).match(/http\S+\/resetpassword\?token=\S+/)?.[0];
  expect(link).toMatch(new RegExp(`^http://auth\\.${baseDomain.replace(".", "\\.")}/resetpassword\\?token=`));
  await page.goto(link!);
  await page.getByLabel("New password").fill("weakpass");
  await page.getByLabel("Confirm password").fill("weakpass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password should be alphanumerical with a minimum of 8 characters in length")).toBeVisible();
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");

  await page.getByRole("link", { name: "Log in with your new password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByLabel("Domain name").fill("acme");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`http://acme.${baseDomain}/my-space`);

  await page.goto(link!);
  await page.getByLabel("New password").fill("Another#2026");
  await page.getByLabel("Confirm password").fill("Another#2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This password reset link is no longer valid. Please request a new one.");
});

test("the reset password page is only for logged-out users", async ({ page }) => {
  await page.goto(`http://acme.${baseDomain}/resetpassword?token=abc`);
  await expect(page).toHaveURL(`http://auth.${baseDomain}/resetpassword?token=abc`);
});
