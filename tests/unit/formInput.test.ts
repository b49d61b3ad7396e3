import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { formInput } from "~/intents/formInput.server";

const read = (schema: z.ZodType, entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const submission = parseWithZod(form, { schema: formInput(schema), disableAutoCoercion: true });
  return submission.status === "success" ? submission.value : { error: submission.error };
};

describe("the intent layer's form pre-processor", () => {
  const Schema = z.object({
    name: z.string().optional(),
    dueDate: z.string().nullable().optional(),
    afterId: z.string().nullable(),
    withValues: z.boolean().default(false),
    confirm: z.boolean().optional(),
    max: z.number().optional(),
    ids: z.array(z.string()).default([]),
  });

  it("reads an empty field the API may clear as null, and an absent one as absent", () => {
    expect(read(Schema, [["dueDate", ""], ["afterId", ""]])).toEqual({ dueDate: null, afterId: null, withValues: false, ids: [] });
    expect(read(Schema, [["afterId", "c1"]])).toEqual({ afterId: "c1", withValues: false, ids: [] });
  });

  it("reads a checkbox's on and a button's true or false as booleans, a number's text and a repeated name", () => {
    expect(read(Schema, [["afterId", "a"], ["withValues", "on"], ["confirm", "false"], ["max", "7"], ["ids", "x"], ["ids", "y"]])).toEqual({
      afterId: "a",
      withValues: true,
      confirm: false,
      max: 7,
      ids: ["x", "y"],
    });
    expect(read(Schema, [["afterId", "a"], ["ids", "x"]])).toMatchObject({ ids: ["x"] });
  });

  it("leaves an empty field the API may not clear absent, so its schema says what is missing", () => {
    expect(read(z.object({ name: z.string({ error: "Please enter a name" }) }), [["name", ""]])).toEqual({ error: { name: ["Please enter a name"] } });
  });
});

describe("an unticked checkbox", () => {
  it("is false where the API requires a boolean, and absent where it may be left out", () => {
    expect(read(z.object({ mentions: z.boolean(), later: z.boolean().optional() }), [])).toEqual({ mentions: false });
    expect(read(z.object({ mentions: z.boolean() }), [["mentions", "on"]])).toEqual({ mentions: true });
  });
});
