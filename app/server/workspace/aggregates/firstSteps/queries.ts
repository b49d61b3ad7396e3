import { defineQuery, type NoInput } from "../../operations";
import { firstStepsOf } from "./store";

export const firstStepsQueries = {
  /** The member's first-steps checklist (My Space's overview carries it too, decision 0077). */
  "firstSteps.checklist": defineQuery({
    permission: "signed-in",
    handler: ({ sql, viewer }, _input: NoInput) => firstStepsOf(sql, viewer.member.userId),
  }),
};
