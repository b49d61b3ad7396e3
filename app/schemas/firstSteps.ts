import * as z from "zod";
import { projectName } from "./project";
import { teamName } from "./team";

/** My Space's first team and project in one step (issue 43 §2): each name by its own rule of spec §5. */
export const FirstProjectSchema = z.object({ teamName: teamName(), projectName: projectName() });
