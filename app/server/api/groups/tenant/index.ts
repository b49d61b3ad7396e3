import { createRouter } from "../../core/router";
import { archiveApi } from "./archive";
import { storageUsageApi } from "../attachments/usage";
import { tenantLookupApi } from "./lookup";
import { rolesApi } from "./roles";
import { searchApi } from "./search";
import { secondPanelApi } from "./secondPanel";
import { verifyApi } from "./verify";

/** Spec §7 tenant group, /api/v2/tenant/<call>: one file per sub-area. */
export const tenantApi = createRouter().route("/", verifyApi).route("/", tenantLookupApi).route("/", rolesApi).route("/", secondPanelApi).route("/", searchApi).route("/", storageUsageApi).route("/", archiveApi);
