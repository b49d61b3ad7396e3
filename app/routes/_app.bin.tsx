import { ArchiveBinScreen } from "~/components/shell/ArchiveBinScreen";

export default function Bin() {
  return <ArchiveBinScreen type="bin" />;
}
