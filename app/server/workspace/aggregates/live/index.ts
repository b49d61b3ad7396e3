import { defineAggregate } from "../../aggregate";
import { liveQueries } from "./queries";

/** A page's live socket (issue 21): who may open one, and what it missed; the sockets themselves live in live/hub.ts. */
export const live = defineAggregate({ name: "live", queries: liveQueries });
