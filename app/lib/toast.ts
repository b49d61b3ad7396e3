/** Toasts (spec §4, §9): five kinds, one at a time, a new one replaces the current. */
export const TOAST_KINDS = ["default", "info", "warning", "error", "success"] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];
export type ToastMessage = { id: string; kind: ToastKind; message: string };
