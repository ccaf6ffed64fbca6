/** Upstream REST shape behind the SiteConfig GraphQL type (codegen mapper), from the contract. */
import type { components } from "@travel/schema/rest";

/** POST /api/general/getSiteConfig → data.data. */
export type SiteConfigMapper = components["schemas"]["SiteConfig"];

/** A product the organisation sells. */
export type EligibleProductEntry = SiteConfigMapper["eligibleProducts"][number];
