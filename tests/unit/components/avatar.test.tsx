// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MemberAvatar, MemberDisplay } from "~/components/Avatar";
import { CharacterIcon } from "~/components/CharacterIcon";
import { COLOUR_GROUP_CLASSES, colourGroup, firstCharacter, initials } from "~/lib/avatar";

afterEach(cleanup);

describe("colour groups", () => {
  it.each([
    ["a", 0], ["E", 0], ["f", 1], ["j", 1], ["k", 2], ["o", 2], ["p", 3], ["t", 3], ["u", 4], ["z", 4],
  ])("letter %s is in group %i", (text, group) => {
    expect(colourGroup(text)).toBe(group);
  });

  it.each([
    ["0", 0], ["1", 0], ["2", 1], ["3", 1], ["4", 2], ["5", 2], ["6", 3], ["7", 3], ["8", 4], ["9", 4],
  ])("digit %s is in group %i", (text, group) => {
    expect(colourGroup(text)).toBe(group);
  });

  it("keys on the first letter or digit, ignoring leading spaces and symbols", () => {
    expect(colourGroup("  #zeta")).toBe(4);
    expect(firstCharacter("  #zeta")).toBe("Z");
    expect(colourGroup("")).toBe(0);
    expect(firstCharacter("")).toBe("?");
  });

  it("makes initials from first and last names", () => {
    expect(initials("ada", "lovelace")).toBe("AL");
    expect(initials("Ada", "")).toBe("A");
  });
});

describe("MemberAvatar", () => {
  it("shows initials on the colour of the first one when there is no image", () => {
    render(<MemberAvatar member={{ firstName: "Ada", lastName: "Lovelace", image: null }} />);
    const avatar = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(avatar.textContent).toBe("AL");
    expect(avatar.className).toContain(COLOUR_GROUP_CLASSES[0]);
  });

  it("shows the picture when there is one", () => {
    render(<MemberAvatar member={{ firstName: "Bob", lastName: "Builder", image: "/p/bob.png" }} />);
    expect(screen.getByRole("img", { name: "Bob Builder" }).getAttribute("src")).toBe("/p/bob.png");
  });

  it("member display shows name, username and role", () => {
    render(<MemberDisplay member={{ firstName: "Vera", lastName: "Rubin", username: "vera@x.test", roleName: "Admin" }} />);
    expect(screen.getByText("Vera Rubin")).toBeTruthy();
    expect(screen.getByText("vera@x.test")).toBeTruthy();
    expect(screen.getByText("Admin")).toBeTruthy();
    expect(screen.getByText("VR").className).toContain(COLOUR_GROUP_CLASSES[4]);
  });
});

describe("CharacterIcon", () => {
  it("shows the first character on its group colour, square by default", () => {
    render(<CharacterIcon name="7 Wonders" />);
    const icon = screen.getByRole("img", { name: "7 Wonders" });
    expect(icon.textContent).toBe("7");
    expect(icon.className).toContain(COLOUR_GROUP_CLASSES[3]);
    expect(icon.className).toContain("rounded-md");
  });

  it("can be a circle", () => {
    render(<CharacterIcon name="kanban" shape="circle" />);
    const icon = screen.getByRole("img", { name: "kanban" });
    expect(icon.textContent).toBe("K");
    expect(icon.className).toContain("rounded-full");
  });
});
