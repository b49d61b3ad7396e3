// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TenantMenu } from "~/components/shell/TenantMenu";
import { tenantSwitchHref } from "~/components/shell/tenantLink";
import { TENANT_MENU_MAX_HEIGHT_PX } from "~/lib/constants";

afterEach(cleanup);

const origin = { protocol: "https:", baseDomain: "meridian.test" };
const acme = { id: "t1", name: "Acme Inc", subdomain: "acme" };
const globex = { id: "t2", name: "Globex Corporation", subdomain: "globex" };

describe("tenantSwitchHref", () => {
  it("is the tenant's login address", () => {
    expect(tenantSwitchHref("globex", origin)).toBe("https://globex.meridian.test/login");
    expect(tenantSwitchHref("globex", { protocol: "http:", baseDomain: "localhost:8801" })).toBe("http://globex.localhost:8801/login");
  });
});

describe("TenantMenu", () => {
  it("is absent with a single tenant", () => {
    const { container } = render(<TenantMenu tenants={[acme]} current="acme" origin={origin} />);
    expect(container.innerHTML).toBe("");
  });

  it("lists 'name (subdomain)', the current one disabled, the others linking to their login", () => {
    render(<TenantMenu tenants={[acme, globex]} current="acme" origin={origin} />);
    fireEvent.click(screen.getByLabelText("Switch organization"));
    const current = screen.getByRole("menuitem", { name: "Acme Inc (acme)" }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    const other = screen.getByRole("menuitem", { name: "Globex Corporation (globex)" });
    expect(other.getAttribute("href")).toBe("https://globex.meridian.test/login");
    expect(document.activeElement).toBe(other);
    const list = screen.getByRole("menu", { name: "Organizations" }).parentElement as HTMLElement;
    expect(list.style.maxHeight).toBe(`${TENANT_MENU_MAX_HEIGHT_PX}px`);
  });
});
