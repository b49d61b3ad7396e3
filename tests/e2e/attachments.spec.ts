import { expect, test, type Locator, type Page } from "@playwright/test";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { deflateSync } from "node:zlib";
import { E2E_PORT } from "../../playwright.config";
import { apiCall, apiSession, expectToast, hostOf, signIn } from "./helpers";
import { addTasks, memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * Attachments (issue 17 §3) in the List view's task panel, with JavaScript (a picker for several
 * files with progress, the image viewer, the composer's files) and without (the multipart form
 * and its redirect back): ada adds a 1×1 PNG and a text file to a task of the private project
 * "Board planning", sees the thumbnail and the file, downloads the text file with safe headers,
 * is refused a forged picture with the API's message and deletes a file; bob, a member of the
 * team but not of the private project, gets 404 for the picture's download URL.
 */

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG: one opaque brand-blue pixel (RGBA, 8 bits). */
function onePixelPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.from([0, 0x25, 0x63, 0xeb, 0xff]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(row)), chunk("IEND", Buffer.alloc(0))]);
}

const PNG = { name: "pixel.png", mimeType: "image/png", buffer: onePixelPng() };
const TEXT = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Budget notes: 3 lines\nsecond\nthird\n") };
const FORGED = { name: "forged.png", mimeType: "image/png", buffer: Buffer.from("not a picture, only text\n") };
const MISMATCH = "The file's content does not match its type";

/** ada's team with bob in it, and its private project "Board planning" (bob not a member) with one task. */
async function seedBoard() {
  const [ada, bob] = await Promise.all(["ada@acme.test", "bob@acme.test"].map(memberOfAcme));
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Files ${Date.now()}` });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" });
  const { projectId, groupId } = await projectWithGroup(ada, teamId, { name: "Board planning", groupName: "Board pack", visibility: "PRIVATE" });
  const taskName = `Board deck ${Math.floor(Math.random() * 1e6)}`;
  const [taskId] = await addTasks(ada, groupId, [taskName]);
  return { url: `${hostOf("acme")}/projects/${teamId}/${projectId}`, taskId, taskName, groupId };
}

const attachments = (page: Page) => page.getByRole("region", { name: /^Attachments \(/ });
const fileList = (page: Page) => attachments(page).getByRole("list", { name: "Files" });
const fileItem = (page: Page, name: string) => fileList(page).getByRole("listitem", { name });

/** Adds files from the Attachments section: the picker (JavaScript) or the form and its Upload button. */
async function addFiles(page: Page, files: Array<typeof PNG>, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await attachments(page).getByLabel("Add files").setInputFiles(files);
    return;
  }
  await attachments(page).getByLabel("Files to attach").setInputFiles(files);
  await attachments(page).getByRole("button", { name: "Upload" }).click();
}

/**
 * A GET of `path` on acme with the page's cookies, as the browser's download makes it (Node does
 * not resolve *.localhost, so page.request cannot: the server on 127.0.0.1 with acme's Host).
 */
async function getAsPage(page: Page, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const cookies = await page.context().cookies(hostOf("acme"));
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: E2E_PORT, path, headers: { host: new URL(hostOf("acme")).host, cookie } }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const naturalWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

test("ada adds a picture and a text file to a task, views and downloads them, is refused a forged file and deletes one; bob gets 404", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { url, taskId, taskName } = await seedBoard();
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}`);
  await expect(page.getByRole("complementary", { name: `Task: ${taskName}` })).toBeVisible();
  await expect(attachments(page)).toContainText("No files yet.");

  await test.step("ada uploads a PNG and a text file at once", async () => {
    await addFiles(page, [PNG, TEXT], javaScriptEnabled);
    await expect(attachments(page).getByRole("heading", { name: "Attachments (2)" })).toBeVisible();
    const thumbnail = fileItem(page, "pixel.png").getByRole("img", { name: "pixel.png" });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => naturalWidth(thumbnail)).toBe(1);
    await expect(fileItem(page, "notes.txt")).toContainText("TXT");
    await expect(fileItem(page, "notes.txt")).toContainText("35 bytes");
    // Newest first: the list shows them in the reverse order of upload, the later one on top (same batch: either order), both there.
    await expect(fileList(page).getByRole("listitem")).toHaveCount(2);
  });

  if (javaScriptEnabled) {
    await test.step("ada opens the picture in the viewer and closes it with Escape", async () => {
      await fileItem(page, "pixel.png").getByRole("link", { name: "View pixel.png" }).click();
      const viewer = page.getByRole("dialog", { name: "pixel.png" });
      await expect(viewer).toBeVisible();
      await expect.poll(() => naturalWidth(viewer.getByRole("img", { name: "pixel.png" }))).toBe(1);
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
    });
  }

  let pictureUrl = "";
  await test.step("ada downloads the text file: an attachment, not sniffed", async () => {
    const link = fileItem(page, "notes.txt").getByRole("link", { name: "Download notes.txt" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/v2\/task\/attachment\/download\?attachmentId=/);
    const response = await getAsPage(page, href!);
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="notes.txt"/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toBe(TEXT.buffer.toString());
    pictureUrl = (await fileItem(page, "pixel.png").getByRole("link", { name: "Download pixel.png" }).getAttribute("href"))!;
    const picture = await getAsPage(page, pictureUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-disposition"]).toMatch(/^inline/);
  });

  await test.step("a text file named .png is refused with the API's message", async () => {
    await addFiles(page, [FORGED], javaScriptEnabled);
    if (javaScriptEnabled) await expect(attachments(page).getByRole("list", { name: "Uploads" }).getByRole("alert")).toHaveText(`forged.png: ${MISMATCH}`);
    else {
      await expect(page).toHaveURL(/attachmentError=/);
      await expect(attachments(page).getByRole("alert")).toContainText(MISMATCH);
    }
    await expect(attachments(page).getByRole("heading", { name: "Attachments (2)" })).toBeVisible();
    await expect(fileItem(page, "forged.png")).toHaveCount(0);
  });

  await test.step("ada deletes the text file after confirming", async () => {
    await fileItem(page, "notes.txt").getByRole("link", { name: "Delete notes.txt" }).click();
    const question = fileItem(page, "notes.txt").getByRole("group", { name: "Delete “notes.txt”? This cannot be undone." });
    await question.getByRole("button", { name: "Yes, delete" }).click();
    if (!javaScriptEnabled) await expectToast(page, "File deleted.");
    await expect(fileItem(page, "notes.txt")).toHaveCount(0);
    await expect(attachments(page).getByRole("heading", { name: "Attachments (1)" })).toBeVisible();
    await expect(fileItem(page, "pixel.png")).toBeVisible();
  });

  await test.step("bob, not a member of Board planning, gets 404 for the picture", async () => {
    const bob = await apiSession("acme", "bob@acme.test");
    const answer = await apiCall("acme", pictureUrl, undefined, { accesstoken: bob.accessToken });
    expect(answer.statusCode).toBe(404);
  });
});

test("a message carries a file: ada attaches a picture to a new conversation and it shows under the message; a group's panel takes files too", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { url, taskId, taskName, groupId } = await seedBoard();
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}&tab=conversations`);
  const composer = page.getByTestId("new-conversation");
  if (javaScriptEnabled) {
    await test.step("ada writes a message with a picture; it shows under the message", async () => {
      const editor = composer.getByRole("textbox", { name: `New conversation on ${taskName}` });
      await editor.click();
      await editor.pressSequentially("Here is the pixel we talked about");
      await composer.getByLabel("Attach files").setInputFiles([PNG]);
      await expect(composer.getByText("Ready: it is attached when the message is posted.")).toBeVisible();
      await composer.getByRole("button", { name: "Post" }).click();
      const message = page.getByRole("region", { name: /^Conversations \(1\)/ }).getByRole("article").filter({ hasText: "Here is the pixel we talked about" });
      const files = message.getByRole("list", { name: "Files of this message" });
      await expect(files.getByRole("img", { name: "pixel.png" })).toBeVisible();
      await expect.poll(() => naturalWidth(files.getByRole("img", { name: "pixel.png" }))).toBe(1);
      // The composer is empty again, its file now the message's.
      await expect(composer.getByRole("list", { name: "Uploads" })).toHaveCount(0);
      await page.reload();
      await expect(message.getByRole("list", { name: "Files of this message" }).getByRole("img", { name: "pixel.png" })).toBeVisible();
    });
  } else {
    // Without JavaScript the composer sends text only, and says where files go.
    await expect(composer.getByText("To share files, add them in the Attachments section.")).toBeVisible();
  }

  await test.step("the task group's panel lists and takes files", async () => {
    await page.goto(`${url}?taskGroupId=${groupId}`);
    await expect(page.getByRole("complementary", { name: "Task group: Board pack" })).toBeVisible();
    await expect(attachments(page)).toContainText("No files yet.");
    await addFiles(page, [TEXT], javaScriptEnabled);
    await expect(fileItem(page, "notes.txt").getByRole("link", { name: "Download notes.txt" })).toHaveAttribute("href", /^\/api\/v2\/project\/taskGroups\/attachment\/download\?attachmentId=/);
  });
});

test("Settings › Plan & storage shows the plan and the storage used against its quota", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/settings/profile/details`);
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Plan & storage" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Plan & storage" })).toBeVisible();
  await expect(page.getByText(/^Plan: \S/)).toBeVisible();
  const used = page.getByText(/^Storage for files: .+ of .+ used \(\d+(\.\d)?%\)$/);
  await expect(used).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /Storage for files/ })).toBeVisible();
});

test("files dropped onto the task panel, and an image pasted into it, upload to the task", async ({ page }) => {
  const { url, taskId, taskName } = await seedBoard();
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}`);
  const panel = page.getByRole("complementary", { name: `Task: ${taskName}` });
  await expect(attachments(page)).toContainText("No files yet.");
  // What the browser hands to the page when files are dragged from the desktop: a DataTransfer holding them.
  await panel.evaluate((element, text) => {
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([text], "dropped.txt", { type: "text/plain" }));
    for (const type of ["dragenter", "dragover", "drop"]) element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }, TEXT.buffer.toString());
  await expect(fileItem(page, "dropped.txt")).toBeVisible();
  await panel.evaluate((element, bytes) => {
    const clipboardData = new DataTransfer();
    clipboardData.items.add(new File([new Uint8Array(bytes)], "pasted.png", { type: "image/png" }));
    element.dispatchEvent(new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData }));
  }, [...PNG.buffer]);
  await expect(fileItem(page, "pasted.png").getByRole("img", { name: "pasted.png" })).toBeVisible();
  await expect(attachments(page).getByRole("heading", { name: "Attachments (2)" })).toBeVisible();
});
