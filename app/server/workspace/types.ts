import type { RoleName, TenantRecord } from "../directory/types";

export type MemberCopy = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  imageKey: string | null;
  role: RoleName;
  roleName: string;
};

export type TenantSummary = Pick<TenantRecord, "id" | "name" | "subdomain">;

export type Viewer = {
  tenant: TenantRecord;
  member: MemberCopy;
  tenants: TenantSummary[];
  session: { expiresAt: number };
};

export type Refusal = { ok: false; status: 401 | 419 | 404; message: string };
export type Outcome<T> = { ok: true; data: T } | Refusal;
