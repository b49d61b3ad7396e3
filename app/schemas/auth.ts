import { z } from "zod";
import { email, text } from "./fields";

/** Login (spec §5): e-mail, password and domain name are required. */
export const LoginSchema = z.object({
  username: email(),
  password: z.string({ error: "Please fill in Password" }).min(1, "Please fill in Password"),
  domainName: text({ label: "Domain Name", messages: { required: "Please fill in Domain Name" } }).transform(
    (value) => value.toLowerCase(),
  ),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RedeemTokenSchema = z.object({ token: z.string().min(16).max(128) });

export const LogoutSchema = z.object({ logout: z.boolean().default(true) });
