import { z } from "zod";
import { describe, expect, it } from "vitest";
import { errorBody, fieldErrors } from "~/server/api/core/envelope";

describe("error envelope", () => {
  it("carries the status twice and the fields only when given", () => {
    expect(errorBody(404, "Not found")).toEqual({ statusCode: 404, error: { statusCode: 404, message: "Not found" } });
    expect(errorBody(400, "x", { fields: { a: ["x"] } }).error.fields).toEqual({ a: ["x"] });
  });

  it("reports the first failing rule of each field, keyed by path", () => {
    const schema = z.object({
      code: z.string().regex(/^\d+$/, "digits only").length(4, "exactly 4"),
      profile: z.object({ city: z.string({ error: "city required" }) }),
    });
    const result = schema.safeParse({ code: "ab", profile: {} });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ code: ["digits only"], "profile.city": ["city required"] });
  });
});
