import { redirect } from "@remix-run/cloudflare";
import { MY_SPACE_PATH } from "~/lib/routes";

/** Any unknown path goes to my-space (spec §2), which sends a logged-out user on to the root. */
export const loader = () => redirect(MY_SPACE_PATH);
export const action = loader;
