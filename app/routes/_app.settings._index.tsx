import { redirect } from "@remix-run/cloudflare";
import { SETTINGS_HOME_PATH } from "~/lib/routes";

export const loader = () => redirect(SETTINGS_HOME_PATH);
