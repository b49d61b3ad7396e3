import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiResult } from "~/lib/api-result";
import { MY_SPACE_PATH } from "~/lib/routes";
import { SwitchTenantSchema } from "~/schemas/tenantSwitch";

/**
 * The header's tenant dropdown posts here (spec §2): the API checks the
 * membership and answers the other organisation's URL with a one-time token.
 * A refused switch stays where it was; the dropdown only offers the user's own organisations.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SwitchTenantSchema });
  if (submission.status !== "success") return redirect(MY_SPACE_PATH);
  const result = await apiResult(await context.api.user.switchTenant.$post({ json: submission.value }));
  return redirect(result.ok ? result.data.redirectUrl : MY_SPACE_PATH);
}

export const loader = () => redirect(MY_SPACE_PATH);
