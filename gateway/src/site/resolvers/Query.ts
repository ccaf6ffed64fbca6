import type { QueryResolvers } from "../../__generated__/resolvers-types";
import type { GatewayContext } from "../../context";
import { buildProductMenu, type AllInclusiveVisitor } from "../product-menu";

/**
 * Who the all-inclusive link is for: the `org_id` cookie and, with a session, the profile's
 * names, email and phone (none when the profile cannot be read: the link is still given).
 */
async function allInclusiveVisitor(ctx: GatewayContext): Promise<AllInclusiveVisitor> {
  const orgId = ctx.cookies.organisation;
  if (!ctx.session.current) return { orgId };
  const profile = await ctx.loaders.profile.load();
  if (!profile) return { orgId };
  const phone = profile.mobile_no
    ? `${profile.phone_country_code ?? ""}${profile.mobile_no}`.replace(/\s+/g, "")
    : null;
  return {
    orgId,
    user: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
      phone,
    },
  };
}

export const Query: QueryResolvers = {
  siteConfig: (_parent, _args, { loaders }) => loaders.siteConfig.load(),
  productMenu: async (_parent, _args, ctx) =>
    buildProductMenu(await ctx.loaders.siteConfig.load(), await allInclusiveVisitor(ctx)),
};

/**
 * Query fields whose answer is the same for every visitor: their resolvers read only loaders
 * of public upstream data, never the session, the visitor address or other headers, so a
 * response made of them alone may be cached whole and shared (graphql/public-fields.ts).
 */
export const PUBLIC_QUERY_FIELDS = [
  "siteConfig",
] as const satisfies readonly (keyof typeof Query)[];

/**
 * Public only without a session: the product menu's all-inclusive link carries a signed-in
 * user's names, email and phone, so their answer is their own (it also varies with the
 * `org_id` cookie, part of the cache key).
 */
export const SIGNED_OUT_PUBLIC_QUERY_FIELDS = [
  "productMenu",
] as const satisfies readonly (keyof typeof Query)[];
