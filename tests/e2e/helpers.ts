import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { baseDomain, E2E_PORT } from "../../playwright.config";

export const DEMO_PASSWORD = "Demo#2026";

/** `http://{subdomain}.localhost:{port}` of the e2e server. */
export const hostOf = (subdomain: string) => `http://${subdomain}.${baseDomain}`;

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@newco.test`;

/** Logs in through the tenant's /login (which opens the auth host) and waits for my-space. */
export async function logIn(page: Page, email: string, subdomain = "acme", password = DEMO_PASSWORD) {
  await page.goto(`${hostOf(subdomain)}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${hostOf(subdomain)}/my-space`);
  await page.waitForLoadState("networkidle");
}

/**
 * Signs `email` in to `subdomain` without the login form, for tests whose subject is not signing in:
 * the login API gives the redirect token, which is redeemed as the auth host's redirect after the
 * form redeems it (`/?token=`, coming from the auth host); the page's browser gets the session's
 * cookies and opens my-space. `logIn` is the form itself.
 */
export async function signIn(page: Page, email: string, subdomain = "acme", password = DEMO_PASSWORD) {
  const token = new URLSearchParams({ token: await redirectToken(subdomain, email, password) });
  const handOff = await send(subdomain, `/?${token}`, undefined, { referer: `${hostOf("auth")}/login` });
  expect(handOff.headers.location).toBe("/my-space");
  await page.context().addCookies((handOff.headers["set-cookie"] ?? []).map((header) => cookieOf(header, hostOf(subdomain))));
  await page.goto(`${hostOf(subdomain)}/my-space`);
  await expect(page).toHaveURL(`${hostOf(subdomain)}/my-space`);
  await page.waitForLoadState("networkidle");
}

/** A Set-Cookie header as a cookie of `url` for the browser's context. */
function cookieOf(header: string, url: string) {
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  const attribute = (key: string) => attributes.find((item) => item.toLowerCase().startsWith(key))?.split("=")[1];
  const maxAge = attribute("max-age");
  const sameSite = attribute("samesite")?.toLowerCase();
  return {
    name: pair.slice(0, pair.indexOf("=")),
    value: pair.slice(pair.indexOf("=") + 1),
    url,
    httpOnly: attributes.some((item) => item.toLowerCase() === "httponly"),
    sameSite: sameSite === "strict" ? ("Strict" as const) : sameSite === "none" ? ("None" as const) : ("Lax" as const),
    ...(maxAge === undefined ? {} : { expires: Math.floor(Date.now() / 1000) + Number(maxAge) }),
  };
}

export type Envelope = { statusCode: number; data: Record<string, unknown> };

type Exchange = { method?: string; headers?: Record<string, string>; body?: string | Buffer };

/** A request to the server on 127.0.0.1 with the Host of a sub-domain (Node does not resolve *.localhost): its status, headers and body. */
export function exchange(subdomain: string, path: string, { method = "GET", headers = {}, body }: Exchange = {}): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: E2E_PORT, path, method, headers: { host: `${subdomain}.${baseDomain}`, ...headers } }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const send = (subdomain: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  exchange(subdomain, path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A JSON call to the server on 127.0.0.1 with the Host of a sub-domain. */
export async function apiCall(subdomain: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope> {
  return JSON.parse((await send(subdomain, path, body, headers)).text) as Envelope;
}

/**
 * The first match of `pattern` in the newest mail to `to` in the development outbox, waiting for
 * it: account mails go out after the answer.
 */
export async function linkInMail(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { data } = await apiCall("auth", `/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
      link = (data as unknown as Array<{ text: string }>)[0]?.text.match(pattern)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The login API's answer for `email` on `subdomain`: the one-time token that the tenant redeems for a session. */
async function redirectToken(subdomain: string, email: string, password: string) {
  const { data } = await apiCall("auth", "/api/v2/user/login", { username: email, password, domainName: subdomain });
  return data.redirectToken as string;
}

/** A member signed in to `subdomain` through the login API, no browser: the `accesstoken` header's value, and who it is. */
export async function apiSession(subdomain: string, email: string, password = DEMO_PASSWORD) {
  const { data: session } = await apiCall(subdomain, "/api/v2/user/getUserDataFromToken", { token: await redirectToken(subdomain, email, password) });
  return { accessToken: session.accessToken as string, userId: (session.userDetails as { userId: string }).userId };
}

/** A user of its own (password DEMO_PASSWORD), invited to `subdomain` by its admin through the API and signed up. */
export async function freshMemberOf(subdomain: string, admin: string, firstName = "Rita", lastName = "Reset") {
  const email = uniqueEmail(firstName.toLowerCase());
  const { accessToken } = await apiSession(subdomain, admin);
  await apiCall(subdomain, "/api/v2/invite/teamInvite", { email, roleId: 3 }, { accesstoken: accessToken });
  const inviteToken = new URL(await linkInMail(email, INVITE_LINK)).searchParams.get("inviteToken");
  const signup = await apiCall(subdomain, "/api/v2/user/invitedUserSignup", {
    firstName,
    lastName,
    password: DEMO_PASSWORD,
    username: email,
    inviteToken,
  });
  expect(signup.statusCode).toBe(200);
  return email;
}

export const INVITE_LINK = /http\S+\?inviteToken=\S+/;

/** axe's serious and critical findings on the page (axe runs inside the page: JavaScript only). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

/** A new organisation through the sign-up API (every new one starts on Free): its super admin's e-mail and its sub-domain. */
export async function freshOrganisation() {
  const owner = uniqueEmail("owner");
  await apiCall("www", "/api/v2/user/sendOtp", { username: owner });
  const otp = await linkInMail(owner, /\b\d{4}\b/);
  const { data: verified } = await apiCall("www", "/api/v2/user/verifyOtp", { username: owner, otp });
  const header = { useridentifiertoken: verified.token as string };
  const account = { firstName: "Olga", lastName: "Owner", organizationName: "Plan Co", password: DEMO_PASSWORD };
  const { data: created } = await apiCall("www", "/api/v2/user/createAccount", account, header);
  const subdomain = `plan${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 24);
  const done = await apiCall("www", "/api/v2/user/createSubdomain", { subdomain }, { useridentifiertoken: created.token as string });
  expect(done.statusCode).toBe(200);
  return { owner, subdomain };
}

/** The app's header, which holds the search. */
export const header = (page: Page) => page.getByRole("banner");
export const searchBox = (page: Page) => header(page).getByRole("combobox", { name: "Search" });

/** Waits for the page to be hydrated: the header's search icon is a button only then (network idle is no sign of it on a busy machine). */
export async function hydrated(page: Page) {
  await expect(header(page).getByRole("button", { name: "Search" })).toBeVisible();
  // What a page loads after hydration (drag and drop, decision 0085) re-renders the rows and cards it enhances: wait for it.
  await expect(page.locator('[data-enhancement="pending"]')).toHaveCount(0);
}

/**
 * A reload of the page's data starts (as a live update's does); its answer, read at once, is held back
 * in the page until `release`. `revalidation` is the router's state of it.
 */
export async function holdReload(page: Page) {
  await page.evaluate(() => {
    const page = window as unknown as Window & { __remixRouter: { revalidate(): void }; releaseHeld?: () => void; holding?: boolean };
    const original = window.fetch;
    const held = new Promise<void>((resolve) => (page.releaseHeld = resolve));
    let first = true;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const response = await original(input, init);
      if (first && request.method === "GET" && new URL(request.url).pathname.endsWith(".data")) {
        first = false;
        page.holding = true;
        await held;
      }
      return response;
    };
    page.__remixRouter.revalidate();
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { holding?: boolean }).holding)).toBe(true);
  return {
    release: () => page.evaluate(() => (window as unknown as { releaseHeld(): void }).releaseHeld()),
    revalidation: () => page.evaluate(() => (window as unknown as { __remixRouter: { state: { revalidation: string } } }).__remixRouter.state.revalidation),
  };
}

/** Types into the header's box, opening it first (the icon is a button only once the page is hydrated). */
export async function searchFor(page: Page, text: string) {
  if (!(await searchBox(page).isVisible())) {
    await header(page).getByRole("button", { name: "Search" }).click();
    await expect(searchBox(page)).toBeFocused();
  }
  await searchBox(page).fill(text);
}

/** The toast (the List view's drag-and-drop live region is a status too). */
export const expectToast = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

/** A row of the archive and bin screen. */
export const archiveRow = (page: Page, id: string): Locator => page.locator(`#row-${id}`);

/** Moves a project to the bin from its header's settings. */
export async function moveProjectToBin(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole("button", { name: "Project settings" }).click();
  await page.getByRole("button", { name: "Move project to bin" }).click();
  await expectToast(page, "Project moved to the bin.");
}

/** A List row's cell (decision 0071): a link named "<label>: <value>", e.g. "Status of Write spec: To Do". */
export const cellLink = (scope: Page | Locator, label: string) => scope.getByRole("button", { name: `${label}: ` }).first();

/** Opens a List row's cell (in place with JavaScript, by a page load without) and returns its control, named `label`. */
export async function openCell(scope: Page | Locator, label: string): Promise<Locator> {
  await cellLink(scope, label).click();
  const control = scope.getByLabel(label, { exact: true }).first();
  await expect(control).toBeVisible();
  return control;
}

/** A List row's menu cell (status, priority, assignees; issue 43 §3) opened: its menu, named like the cell. */
export async function openMenuCell(scope: Page | Locator, label: string): Promise<Locator> {
  await cellLink(scope, label).click();
  const menu = scope.getByRole("menu", { name: label, exact: true }).first();
  await expect(menu).toBeVisible();
  return menu;
}

/** An entry of a cell's menu by its name (a status, a priority, a person). */
export const menuEntry = (menu: Locator, name: string) => menu.locator("[role^=menuitem]").filter({ has: menu.page().getByText(name, { exact: true }) });

/** Sets a List row's status, priority or an assignee: one click opens the cell's menu (a page load without JavaScript), one on the entry posts it. */
export async function chooseInCell(scope: Page | Locator, label: string, choice: string) {
  await menuEntry(await openMenuCell(scope, label), choice).click();
}

/**
 * Signs `email` in with Chromium's virtual authenticator attached (WebAuthn through the DevTools
 * protocol) and adds a passkey named `name` on Profile › Security; answers the authenticator.
 */
export async function signInWithNewPasskey(page: Page, email: string, name: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await signIn(page, email);
  await page.goto(`${hostOf("acme")}/settings/security`);
  await hydrated(page);
  await page.getByLabel("New passkey's name").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Passkey ${name} added.` })).toBeVisible();
  return { cdp, authenticatorId };
}
