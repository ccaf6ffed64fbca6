/**
 * Spec §2 and §9: the product menu. Entries come in the spec's order with order numbers 99
 * (dream trips) to 115 (daily deals); product entries appear only when the organisation sells
 * the product, external sites and the daily-deals flow always (an external entry needs a usable
 * URL in the site config). The all-inclusive link carries `orgId` when the organisation cookie
 * is set, and a signed-in user's `firstName`, `lastName`, `email` and `phone` (spec §2).
 */
import type { SiteConfigMapper } from "./site.mappers";

export type MenuTargetKindName = "ROUTE" | "EXTERNAL" | "METHOD";

export interface ProductMenuEntry {
  key: string;
  /** `menu.<key>`. */
  labelKey: string;
  productCode: string | null;
  order: number;
  kind: MenuTargetKindName;
  target: string;
}

type MenuDefinition =
  | { key: string; kind: "ROUTE"; productCode: string }
  | { key: string; kind: "EXTERNAL"; site: keyof SiteConfigMapper["externalSites"] }
  | { key: string; kind: "METHOD" };

/** The spec's entries in order; the order number is 99 plus the position. */
const MENU: readonly MenuDefinition[] = [
  { key: "dreamtrips", kind: "ROUTE", productCode: "DTPS" },
  { key: "hotelgd", kind: "ROUTE", productCode: "HLTGD" },
  { key: "hotel", kind: "ROUTE", productCode: "HLT" },
  { key: "condo", kind: "ROUTE", productCode: "CND" },
  { key: "packages", kind: "ROUTE", productCode: "PKG" },
  { key: "stays", kind: "ROUTE", productCode: "STY" },
  { key: "weeks", kind: "ROUTE", productCode: "WEK" },
  { key: "resorts", kind: "ROUTE", productCode: "RST" },
  { key: "holidaystays", kind: "ROUTE", productCode: "SBM" },
  { key: "cruises", kind: "ROUTE", productCode: "CRU" },
  { key: "flight", kind: "ROUTE", productCode: "FLT" },
  { key: "cars", kind: "ROUTE", productCode: "CAR" },
  { key: "transfers", kind: "ROUTE", productCode: "TRA" },
  { key: "activities", kind: "ROUTE", productCode: "ACT" },
  { key: "allinclusive", kind: "EXTERNAL", site: "allInclusive" },
  { key: "trips", kind: "EXTERNAL", site: "trips" },
  { key: "dailydeals", kind: "METHOD" },
];

const FIRST_ORDER = 99;

/** Routes that do not follow "/" + key: weeks are shown on the resorts page, its Weeks search chosen. */
const ROUTE_OVERRIDES: Readonly<Record<string, string>> = { weeks: "/resorts?type=weeks" };

/** Codes excluded from path building (spec §2): a path is never built from the bare code "tra". */
const EXCLUDED_PATH_SEGMENTS = new Set(["tra"]);

/** The route of a product entry: "/" + key, except weeks → "/resorts?type=weeks". */
export function productRoutePath(key: string): string {
  if (EXCLUDED_PATH_SEGMENTS.has(key)) throw new Error(`"${key}" is excluded from path building`);
  return ROUTE_OVERRIDES[key] ?? `/${key}`;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** What the all-inclusive link carries (spec §2); each part only when known. */
export interface AllInclusiveVisitor {
  /** The `org_id` cookie, when set. */
  orgId?: string | undefined;
  /** The signed-in user, when any. */
  user?: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    /** International form, e.g. "+15550100001"; null when the profile has none. */
    phone: string | null;
  } | null;
}

/** An organisation id as a cookie may carry it: a short run of letters, digits, `-` and `_`. */
const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The all-inclusive site's URL with the visitor's parameters appended (URL-encoded, existing
 * parameters kept): `orgId`, then for a signed-in user `firstName`, `lastName`, `email`, `phone`
 * (blank ones left out).
 */
export function allInclusiveLink(url: string, visitor: AllInclusiveVisitor): string {
  const link = new URL(url);
  const add = (name: string, value: string | null | undefined) => {
    const text = value?.trim() ?? "";
    if (text !== "") link.searchParams.set(name, text);
  };
  if (visitor.orgId !== undefined && ORG_ID.test(visitor.orgId)) add("orgId", visitor.orgId);
  const user = visitor.user;
  if (user) {
    add("firstName", user.firstName);
    add("lastName", user.lastName);
    add("email", user.email);
    add("phone", user.phone);
  }
  return link.href;
}

export function buildProductMenu(
  siteConfig: SiteConfigMapper,
  visitor: AllInclusiveVisitor = {},
): ProductMenuEntry[] {
  const sold = new Set(siteConfig.eligibleProducts.map((p) => p.product_code.trim().toUpperCase()));
  const entries: ProductMenuEntry[] = [];
  MENU.forEach((item, index) => {
    const base = { key: item.key, labelKey: `menu.${item.key}`, order: FIRST_ORDER + index };
    if (item.kind === "ROUTE") {
      if (!sold.has(item.productCode)) return;
      const target = productRoutePath(item.key);
      entries.push({ ...base, productCode: item.productCode, kind: "ROUTE", target });
    } else if (item.kind === "EXTERNAL") {
      const url = siteConfig.externalSites[item.site].trim();
      if (!isAbsoluteHttpUrl(url)) return;
      const target = item.site === "allInclusive" ? allInclusiveLink(url, visitor) : url;
      entries.push({ ...base, productCode: null, kind: "EXTERNAL", target });
    } else {
      entries.push({ ...base, productCode: null, kind: "METHOD", target: `method:${item.key}` });
    }
  });
  return entries;
}
