import { redirect } from "@remix-run/cloudflare";
import * as z from "zod";
import { hostCookie } from "./cookies.server";
import { TOAST_KINDS, type ToastMessage } from "./toast";

/**
 * The feedback of a form post (decision 0016, the Epic Stack's redirect with
 * toast): the action redirects, the toast rides along in a cookie, and the
 * root's loader hands it to the page once, clearing the cookie.
 */
const toastCookie = hostCookie("meridian-toast", { httpOnly: true });

const ToastSchema = z.object({ id: z.string().max(64), kind: z.enum(TOAST_KINDS), message: z.string().max(500) });

export function redirectWithToast(request: Request, url: string, toast: Omit<ToastMessage, "id">, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const value: ToastMessage = { ...toast, id: crypto.randomUUID() };
  headers.append("set-cookie", toastCookie.serialize(request, JSON.stringify(value)));
  return redirect(url, { ...init, headers });
}

/** The toast the request carries, if any, and the Set-Cookie header that clears it. */
export function takeToast(request: Request): { toast: ToastMessage | null; headers: HeadersInit } {
  const raw = toastCookie.read(request);
  if (raw === undefined) return { toast: null, headers: {} };
  let toast: ToastMessage | null = null;
  try {
    toast = ToastSchema.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    toast = null;
  }
  return { toast, headers: { "set-cookie": toastCookie.clear(request) } };
}
