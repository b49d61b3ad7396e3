// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TenantMenu } from "~/components/shell/TenantMenu";
import { SWITCH_TENANT_ACTION, tenantSwitchFormId } from "~/components/shell/tenantLink";
import { TENANT_MENU_MAX_HEIGHT_PX } from "~/lib/constants";
import { at } from "./inRouter";

afterEach(cleanup);

const acme = { id: "t1", name: "Acme Inc", subdomain: "acme" };
const globex = { id: "t2", name: "Globex Corporation", subdomain: "globex" };

describe("tenantSwitchFormId", () => {
  it("names one form per tenant", () => {
    expect(tenantSwitchFormId("globex")).toBe("switch-tenant-globex");
    expect(SWITCH_TENANT_ACTION).toBe("/switch-tenant");
  });
});

describe("TenantMenu", () => {
  it("is absent with a single tenant", () => {
    const { container } = render(<TenantMenu tenants={[acme]} current="acme" csrfToken="t" />);
    expect(container.innerHTML).toBe("");
  });

  it("lists 'name (subdomain)', the current one disabled, the others submitting a switch form", () => {
    render(at("/", <TenantMenu tenants={[acme, globex]} current="acme" csrfToken="csrf-token" />));
    fireEvent.click(screen.getByLabelText("Switch organization"));
    const current = screen.getByRole("menuitem", { name: "Acme Inc (acme)" }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    const other = screen.getByRole("menuitem", { name: "Globex Corporation (globex)" });
    const form = (other as HTMLButtonElement).form as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/switch-tenant");
    expect(form.method).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: "csrf-token", subdomain: "globex" });
    expect(document.querySelectorAll("form")).toHaveLength(1);
    expect(document.activeElement).toBe(other);
    const list = screen.getByRole("menu", { name: "Organizations" }).parentElement as HTMLElement;
    expect(list.style.maxHeight).toBe(`${TENANT_MENU_MAX_HEIGHT_PX}px`);
  });
});
