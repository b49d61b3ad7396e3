import { ArchiveBinScreen } from "~/components/shell/ArchiveBinScreen";

export default function Archive() {
  return <ArchiveBinScreen type="archive" />;
}
