import { describe, expect, it } from "vitest";
import { isRefusal } from "~/components/useSchemaForm";

/** A form keeps what the person chose after a refused post, and starts empty after one that succeeded (issue 40 §4). */
describe("isRefusal", () => {
  it("reads a reply with errors or an error message as a refusal", () => {
    expect(isRefusal({ intent: "picture", error: "Please choose a PNG, JPEG, WebP or GIF image" })).toBe(true);
    expect(isRefusal({ intent: "details", result: { status: "error", error: { firstName: ["Please fill in First Name"] } } })).toBe(true);
  });

  it("reads no answer, or an answer of what a post made, as none", () => {
    expect(isRefusal(undefined)).toBe(false);
    expect(isRefusal({ created: { name: "CI", secret: "mer_x" } })).toBe(false);
    expect(isRefusal({ result: { status: "success" } })).toBe(false);
    expect(isRefusal({ error: "" })).toBe(false);
  });
});
