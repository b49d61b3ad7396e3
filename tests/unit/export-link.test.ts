import { describe, expect, it } from "vitest";
import { exportDownloadLink, verifyExportLink } from "~/server/exports/downloadLink";

/** Decision 0057: a background export's link is signed over tenant, member, job and expiry. */
const SECRET = "test-secret";
const grant = { tenantId: "tenant-1", userId: "user-1", jobId: "job-1", expires: Date.now() + 60_000 };

async function signatureOf(link: string) {
  const url = new URL(link);
  expect(url.pathname).toBe("/api/v2/download/exportFile");
  expect(url.searchParams.get("job")).toBe("job-1");
  expect(Number(url.searchParams.get("expires"))).toBe(grant.expires);
  return url.searchParams.get("sig")!;
}

describe("a background export's download link", () => {
  it("holds for its tenant, member, job and expiry only", async () => {
    const sig = await signatureOf(await exportDownloadLink("https://acme.example", SECRET, grant));
    expect(await verifyExportLink(SECRET, grant, sig)).toBe(true);
    for (const changed of [{ tenantId: "tenant-2" }, { userId: "user-2" }, { jobId: "job-2" }, { expires: grant.expires + 1 }]) {
      expect(await verifyExportLink(SECRET, { ...grant, ...changed }, sig)).toBe(false);
    }
    expect(await verifyExportLink("another-secret", grant, sig)).toBe(false);
  });

  it("stops working when it expires", async () => {
    const sig = await signatureOf(await exportDownloadLink("https://acme.example", SECRET, grant));
    expect(await verifyExportLink(SECRET, grant, sig, grant.expires - 1)).toBe(true);
    expect(await verifyExportLink(SECRET, grant, sig, grant.expires)).toBe(false);
  });
});
