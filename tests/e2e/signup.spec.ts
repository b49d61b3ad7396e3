import { expect, test, type Page } from "@playwright/test";
import { baseDomain } from "../../playwright.config";

const site = `http://www.${baseDomain}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function latestOtp(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${site}/dev/outbox?to=${encodeURIComponent(email)}`);
  const text = await outbox.getByTestId("outbox-mail").first().innerText();
  await outbox.close();
  const otp = /one-time password is (\d{4})/.exec(text)?.[1];
  if (!otp) throw new Error(`no OTP in the outbox mail: ${text}`);
  return otp;
}

test("a visitor signs up on the public site and lands on their organisation's my-space", { tag: "@no-js" }, async ({ page }, info) => {
  const run = `${Date.now()}${info.project.name === "js-on" ? "a" : "b"}`;
  const email = `founder${run}@example.test`;
  const subdomain = `org${run}`.slice(0, 24);

  await page.goto(`${site}/`);
  await page.getByRole("link", { name: "Get started free" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("OTP has been sent to your email successfully")).toBeVisible();
  await expect(dialog.getByTestId("countdown")).toContainText(/Resend OTP in [12]:\d\d/);

  // A wrong code first: the spec's message on the field.
  const otp = await latestOtp(page, email);
  const wrong = String((Number(otp) + 1) % 10_000).padStart(4, "0");
  const fillOtp = async (code: string) => {
    for (const [index, digit] of code.split("").entries()) await dialog.getByLabel(`OTP digit ${index + 1}`).fill(digit);
  };
  await fillOtp(wrong);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Please enter correct OTP that you received on email.")).toBeVisible();
  await expect(dialog.getByLabel("OTP digit 1")).toHaveValue("");

  await fillOtp(otp);
  await dialog.getByRole("button", { name: "Verify" }).click();

  await expect(dialog.getByLabel("First name")).toBeVisible();
  await dialog.getByLabel("First name").fill("Grace");
  await dialog.getByLabel("Last name").fill("Hopper");
  await dialog.getByLabel("Organization name").fill(`Navy Labs ${run}`.slice(0, 24));
  await dialog.getByLabel("Password", { exact: true }).fill("Cobol#1959");
  await dialog.getByRole("button", { name: "Continue" }).click();

  const url = dialog.getByLabel("Organization URL");
  await expect(url).toHaveValue(/^navylabs\d+/);
  await url.fill("acme");
  await dialog.getByRole("button", { name: "Create organization" }).click();
  await expect(dialog.getByText("This URL is already in Use. Please choose other URL")).toBeVisible();

  await dialog.getByLabel("Organization URL").fill(subdomain);
  await dialog.getByRole("button", { name: "Create organization" }).click();

  await expect(page).toHaveURL(`http://${subdomain}.${baseDomain}/my-space`);
  await expect(page.getByRole("banner")).toContainText(`Navy Labs ${run}`.slice(0, 24));
});

test("an address typed before JavaScript arrives still lets the visitor continue once it has", async ({ page }) => {
  let arrive!: () => void;
  const scripts = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(`${site}/signup`, { waitUntil: "domcontentloaded" });
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(`early${Date.now()}@example.test`);
  // Continue must never turn disabled on the way, not even for a moment a click could land in.
  await dialog.getByRole("button", { name: "Continue" }).evaluate((button) => {
    const record = window as unknown as { continueDisabled?: boolean };
    new MutationObserver(() => (record.continueDisabled ||= button.matches(":disabled"))).observe(document.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ["disabled"],
    });
  });
  arrive();
  // Hydration is over once the dialog's focus handling has run (it moves focus to the first control, Close);
  // the render that follows hydration (useHydrated turning true) comes in the same flush of effects.
  await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { continueDisabled?: boolean }).continueDisabled ?? false)).toBe(false);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("OTP has been sent to your email successfully")).toBeVisible();
});

test("the login page opens the sign-up modal, whose Login link goes back to /login", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(`http://auth.${baseDomain}/login`);
  await page.getByRole("link", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAttribute("aria-labelledby", /.+/);
  await expect(dialog.locator("[data-page-name]")).toHaveAttribute("data-page-name", "login_page");
  await dialog.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://auth\\.${escape(baseDomain)}/login$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

async function toOtpScreen(page: Page, email: string) {
  await page.goto(`${site}/?signUp=true&from=website`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("OTP digit 1")).toBeVisible();
  return dialog;
}

test("five wrong codes in a row show the blocked view with both messages", { tag: "@no-js" }, async ({ page }, info) => {
  const email = `blocked${Date.now()}${info.project.name}@example.test`;
  const dialog = await toOtpScreen(page, email);
  const wrong = String((Number(await latestOtp(page, email)) + 1) % 10_000).padStart(4, "0");
  for (let attempt = 0; attempt < 5; attempt++) {
    for (const [index, digit] of wrong.split("").entries()) await dialog.getByLabel(`OTP digit ${index + 1}`).fill(digit);
    await dialog.getByRole("button", { name: "Verify" }).click();
    if (attempt < 4) await expect(dialog.getByText("Please enter correct OTP that you received on email.")).toBeVisible();
  }
  await expect(dialog.getByText("You have entered a wrong OTP for the 5th time in a row.")).toBeVisible();
  await expect(dialog.getByText(/temporarily blocked your email ID/)).toBeVisible();
  await expect(dialog.getByLabel("OTP digit 1")).toHaveCount(0);
});

test.describe("with JavaScript", () => {
  test("OTP boxes take digits only, advance, go back and accept a pasted code", async ({ page }) => {
    const dialog = await toOtpScreen(page, `boxes${Date.now()}@example.test`);
    const box = (n: number) => dialog.getByLabel(`OTP digit ${n}`);
    await box(1).click();
    await page.keyboard.type("a1");
    await expect(box(1)).toHaveValue("1");
    await expect(box(2)).toBeFocused();
    await page.keyboard.type("2");
    await expect(box(3)).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(box(2)).toBeFocused();
    await expect(box(2)).toHaveValue("");
    await page.keyboard.press("ArrowLeft");
    await expect(box(1)).toBeFocused();
    await box(1).evaluate((input) => {
      const data = new DataTransfer();
      data.setData("text", "4321");
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (const [index, digit] of "4321".split("").entries()) await expect(box(index + 1)).toHaveValue(digit);
  });

  test("Continue stays disabled until the e-mail is valid", async ({ page }) => {
    await page.goto(`${site}/?signUp=true&from=website`);
    const dialog = page.getByRole("dialog");
    const button = dialog.getByRole("button", { name: "Continue" });
    await expect(button).toBeDisabled();
    await dialog.getByLabel("Email").fill("someone@example");
    await expect(button).toBeDisabled();
    await dialog.getByLabel("Email").fill("someone@example.test");
    await expect(button).toBeEnabled();
  });
});
