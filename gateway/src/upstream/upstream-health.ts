/** The upstream's GET /healthz answer (`{ ok: true }`), checked against the contract. */
import { contractDecoder } from "./contract";

export const UPSTREAM_HEALTH_PATH = "/healthz";

export const decodeUpstreamHealth = contractDecoder(
  "get",
  UPSTREAM_HEALTH_PATH,
  () => true as const,
);
