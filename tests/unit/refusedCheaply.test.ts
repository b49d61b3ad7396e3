import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/server/api/core/envelope";
import { refusedCheaply } from "~/server/api/core/validation";

/** Issue 40 §2: an API input refused without building a ZodError, answering what zod answers. */
describe("refusedCheaply", () => {
  const schema = () => z.object({ name: z.string().min(2, "Too short"), profile: z.object({ city: z.string({ error: "City required" }) }) });

  it("refuses with zod's issues, bare: a spread result holds no error, reading it still gives a ZodError", async () => {
    const plain = schema();
    const cheap = refusedCheaply(schema());
    const input = { name: "a", profile: {} };
    const expected = await plain.safeParseAsync(input);
    const result = await cheap.safeParseAsync(input);
    expect(result.success).toBe(false);
    expect({ ...result }).not.toHaveProperty("error");
    expect(fieldErrors(result as unknown as { issues: z.core.$ZodIssue[] })).toEqual(fieldErrors(expected.error!));
    expect(fieldErrors(result as unknown as { issues: z.core.$ZodIssue[] })).toEqual({ name: ["Too short"], "profile.city": ["City required"] });
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Too short", "City required"]);
  });

  it("answers the parsed value, transforms and defaults applied, and still runs an async check", async () => {
    const cheap = refusedCheaply(z.object({ name: z.string().trim(), on: z.boolean().default(true) }));
    expect(await cheap.safeParseAsync({ name: " Ada " })).toEqual({ success: true, data: { name: "Ada", on: true } });
    const checked = refusedCheaply(z.object({ code: z.string().refine(async (code) => code === "ok", "Not ok") }));
    expect(await checked.safeParseAsync({ code: "ok" })).toEqual({ success: true, data: { code: "ok" } });
    expect(fieldErrors((await checked.safeParseAsync({ code: "no" })) as unknown as { issues: z.core.$ZodIssue[] })).toEqual({ code: ["Not ok"] });
  });

  it("is applied once per schema; other parses of it are zod's own", async () => {
    const shared = schema();
    expect(refusedCheaply(refusedCheaply(shared))).toBe(shared);
    expect(shared.safeParse({ name: "a", profile: {} }).error).toBeInstanceOf(z.ZodError);
  });
});
