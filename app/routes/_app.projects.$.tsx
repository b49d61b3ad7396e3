import { Placeholder } from "~/components/shell/Placeholder";

/** projects, projects/{teamId} and projects/{teamId}/{projectId}. */
export default function Projects() {
  return <Placeholder title="Projects" />;
}
