/** What the accounts domain needs besides the database: settings, a clock and token verifiers. */
import type { IdentityVerifier } from "./identity-token";

export interface AccountsDeps {
  /** scrypt cost N for new password hashes. */
  scryptCost: number;
  /** Base URL of the site for emailed links. */
  siteUrl: string;
  /** The site's policy for new members: may an account made by sign-up book (NEW_MEMBERS_CAN_BOOK). */
  newMembersCanBook: boolean;
  now: () => Date;
  google: IdentityVerifier;
  facebook: IdentityVerifier;
  sso: IdentityVerifier;
  /** Hears why a Google or Facebook token was refused after its signature checked (logged). */
  socialRefused: (provider: "google" | "facebook", code: string, message: string) => void;
  /** The session-out URL for an organisation that names none (identity-providers.ts). */
  defaultSessionOutUrl: () => string | null;
}
