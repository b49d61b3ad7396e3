import type { TrustAction, TrustDetail } from "~/lib/trustActions";
import { defineAggregate } from "../../aggregate";
import { defineCommand, defineSystem } from "../../operations";

const aboutMember = (userId: string) => ({ itemType: "member", itemId: userId });

type Recorded = { action: TrustAction; detail?: TrustDetail };

/**
 * The audit entries of the trust actions the directory carries out (issue 38, decision 0093): the
 * API changes the person's credentials in the directory, then records here, in the organisation
 * where it happened, through the core like any command. Nothing else is written.
 */
export const trust = defineAggregate({
  name: "trust",
  commands: {
    /** A signed-in member changed their own second step or passkeys (Profile › Security, Profile › Account). */
    "trust.record": defineCommand({
      permission: "signed-in",
      handler: (_context, _input: Recorded) => null,
      activity: ({ action, detail }, _output, { viewer }) => ({ verb: action, ...aboutMember(viewer.member.userId), detail }),
    }),
  },
  system: {
    /** On the auth host, before there is a session: a recovery code used at sign-in, a second step set up there. */
    "trust.recordAtSignIn": defineSystem({
      handler: (_context, _input: Recorded & { userId: string }) => null,
      activity: ({ userId, action, detail }) => ({ actorId: userId, verb: action, ...aboutMember(userId), detail }),
    }),
  },
});
