import type { ShellData } from "~/lib/shell";

/** What the keyboard layer hands the lazily loaded command palette of the shell's data. */
export type PaletteShell = Pick<ShellData, "organization" | "tenantDetails" | "subdomain" | "userDetails">;
