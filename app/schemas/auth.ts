import * as z from "zod";
import { domainName, email, password, token } from "./fields";

/** Login (spec §5): e-mail, password and domain name are required. */
export const LoginSchema = z.object({
  username: email(),
  password: password(),
  domainName: domainName(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RedeemTokenSchema = z.object({ token: token() });

/** Spec §7 "GET redirect user: query redirectToken". */
export const RedirectUserQuerySchema = z.object({ redirectToken: RedeemTokenSchema.shape.token });

export const LogoutSchema = z.object({ logout: z.boolean().default(true) });
