import { z } from "@hono/zod-openapi";
import { SecondStepRequirementSchema } from "~/schemas/secondStep";
import { requiresSecondStep, setSecondStepRequirement } from "~/server/directory/passkeys";
import { ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

/**
 * Whether the organisation requires a second step of every member (issue 38 §1, super admins):
 * a member without one sets it up at their next sign-in, before any page. API tokens are not
 * sign-ins and are not affected.
 */
const tags: [string] = ["settings"];
const Requirement = z.object({ required: z.boolean() });

const getRequirement = apiRoute({
  method: "get",
  path: "/secondStepRequirement",
  summary: "Whether the organisation requires two-step sign-in of its members (super admins)",
  data: Requirement,
  tags,
});

const setRequirement = apiRoute({
  method: "post",
  path: "/secondStepRequirement",
  summary: "Require (or stop requiring) two-step sign-in of the organisation's members (super admins)",
  input: SecondStepRequirementSchema,
  data: Requirement,
  tags,
});

export const secondStepSettingsApi = createRouter()
  .openapi(getRequirement, async (c) => {
    const viewer = await requirePermission(c, "settings:security");
    return ok(c, { required: await requiresSecondStep(c.env.DIRECTORY, viewer.tenant.id) });
  })
  .openapi(setRequirement, async (c) => {
    const viewer = await requirePermission(c, "settings:security");
    const { required } = c.req.valid("json");
    await setSecondStepRequirement(c.env.DIRECTORY, viewer.tenant.id, required);
    return ok(c, { required });
  });
