import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, freshMemberOf, hostOf, logIn, signIn } from "./helpers";

// gus's name changes and comes back: the JavaScript-off run must not see it changed.
test.describe.configure({ lock: "gus's profile" });

const acme = hostOf("acme");
const globex = hostOf("globex");
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function saveName(page: Page, firstName: string, lastName: string) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill(lastName);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toHaveText("Your profile has been updated.");
}

test("gus renames himself on the profile page and the header shows the new initials", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "gus@globex.test", "globex");

  await page.goto(`${globex}/settings/profile/details`);
  const avatar = page.getByRole("banner").getByLabel("Account", { exact: true });
  await expect(avatar).toHaveText("GG");
  await expect(page.getByLabel("Email")).toHaveValue("gus@globex.test");

  await page.getByLabel("Mobile Number").fill("12345");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Mobile Number should be exactly 10 characters")).toBeVisible();

  await page.getByLabel("Mobile Number").fill("");
  await saveName(page, "Zelda", "Quill");
  await expect(avatar).toHaveText("ZQ");
  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Zelda");
  await expect(page.getByRole("banner").getByLabel("Account", { exact: true })).toHaveText("ZQ");

  await page.getByRole("link", { name: "View user info" }).click();
  const info = page.getByRole("dialog");
  await expect(info).toContainText("Zelda Quill");
  await expect(info.getByText("gus@globex.test")).toBeVisible();
  await expect(info.getByText("Work Anniversary")).toBeHidden();
  await info.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await saveName(page, "Gus", "Grant");
  await expect(page.getByRole("banner").getByLabel("Account", { exact: true })).toHaveText("GG");

});

test("bob uploads a profile picture and the header shows it; other files are refused", { tag: "@no-js" }, async ({ page }) => {
  await logIn(page, "bob@acme.test");
  await page.goto(`${acme}/settings/profile/details`);
  const picture = page.getByRole("banner").getByLabel("Account", { exact: true }).locator("img");
  // bob may have a picture already (the other browser project, a retry): the header must then change to the new one.
  const before = (await picture.count()) ? await picture.getAttribute("src") : null;
  await page.getByLabel(/Profile picture/).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("Please choose a PNG, JPEG, WebP or GIF image")).toBeVisible();

  await page.getByLabel(/Profile picture/).setInputFiles({ name: "bob.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByRole("status")).toHaveText("Your profile picture has been updated.");
  await expect(picture).toHaveAttribute("src", /^\/api\/v2\/user\/picture\//);
  const src = await picture.getAttribute("src");
  expect(src).not.toBe(before);
  const response = await page.goto(`${acme}${src}`);
  expect(response?.headers()["content-type"]).toBe("image/png");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a user changes the password on the profile page, ending in a space, and logs in with exactly it", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Cora", "Change");
  await signIn(page, email);
  await page.goto(`${acme}/settings/profile/details`);
  await page.getByLabel("Current Password").fill(DEMO_PASSWORD);
  await page.getByLabel("New Password").fill("Fresh#2027 ");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed. Other sessions have been signed out.");
  await expect(page.getByLabel("New Password")).toHaveValue("");

  const context = await browser.newContext({ javaScriptEnabled });
  await logIn(await context.newPage(), email, "acme", "Fresh#2027 ");
  await context.close();
});
