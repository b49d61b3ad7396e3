import { colourClass, firstCharacter } from "~/lib/avatar";

const SIZES = { sm: "size-6 text-xs", md: "size-8 text-sm", lg: "size-10 text-base" } as const;

/** A coloured square or circle showing the first character of a name. */
export function CharacterIcon({
  name,
  shape = "square",
  size = "md",
  decorative = false,
}: {
  name: string;
  shape?: "square" | "circle";
  size?: keyof typeof SIZES;
  decorative?: boolean;
}) {
  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={`inline-flex shrink-0 items-center justify-center font-semibold ${shape === "circle" ? "rounded-full" : "rounded-md"} ${SIZES[size]} ${colourClass(name)}`}
    >
      {firstCharacter(name)}
    </span>
  );
}
