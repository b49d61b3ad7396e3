import { Placeholder } from "./Placeholder";

/** Archive and bin are one screen with a type (spec §2). */
export function ArchiveBinScreen({ type }: { type: "archive" | "bin" }) {
  return (
    <Placeholder title={type === "archive" ? "Archive" : "Bin"}>
      {type === "archive" ? "Archived items will appear here." : "Items in the bin will appear here."}
    </Placeholder>
  );
}
