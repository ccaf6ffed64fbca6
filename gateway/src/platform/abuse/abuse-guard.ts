/**
 * The gateway's abuse controls, all in one place and all in the shared Store (so several
 * gateways share every limit): sign-in, password-reset mails, invitation lookups, access-code
 * validation and the account-existence check. Each is counted before the upstream is asked
 * (limiter.ts). Keys hold a hash of the account, never the email itself.
 *
 * Sign-in is limited three ways, so that a stranger cannot lock the owner out:
 * - per (account, address): the lock-out of one guesser; the owner signing in from another
 *   address is not affected by it;
 * - per address, whatever the account: one address spraying passwords over many accounts;
 * - per account, from addresses the account never signed in from: guessing spread over many
 *   addresses. An address the owner signed in from before keeps working while this one is full.
 * A successful sign-in gives its counts back, forgets that address's failures for the account
 * and remembers the address; an attempt the upstream turned away without checking anything
 * (upstream/errors.ts `turnedAway`) gives its counts back, so an outage locks nobody out; a
 * successful password reset forgets every failure of the account.
 */
import { createHash, randomBytes } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Store } from "../store";
import {
  admit,
  LimitUnavailableError,
  type Admission,
  type Attempt,
  type LimitKey,
  type LimitRule,
} from "./limiter";

export interface AbuseLimits {
  /** Failed sign-ins of one account from one address per window. */
  signInPerAccountAddress: number;
  /** Failed sign-ins of one account from addresses it never signed in from, per window. */
  signInPerAccount: number;
  /** Failed sign-ins from one address, whatever the account, per window. */
  signInPerAddress: number;
  signInWindowMs: number;
  /** Password-reset mails to one email address per window. */
  passwordResetsPerEmail: number;
  /** Password-reset requests from one address per window. */
  passwordResetsPerAddress: number;
  passwordResetWindowMs: number;
  /** Invitation lookups from one address per window. */
  invitationLookupsPerAddress: number;
  /** Refused access codes from one address per window. */
  accessCodeFailuresPerAddress: number;
  /** Account-existence checks from one address per window. */
  accountChecksPerAddress: number;
  /** The window of invitation lookups, access-code validations and existence checks. */
  probeWindowMs: number;
}

/** How long an address the account signed in from stays known, and a reset's generation lives. */
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60_000;

export type Refused = { allowed: false; retryAfterMs: number };

export interface SignInAttempt {
  /**
   * The credentials were right: nothing of this attempt counts, the address becomes known.
   * Never fails (a store error goes to `onStoreError`).
   */
  succeeded(): Promise<void>;
  /**
   * The upstream turned the attempt away unchecked (never sent, 502/503/504): it does not count.
   * A timeout or a reset still counts: the upstream may have checked the password.
   * Never fails (a store error goes to `onStoreError`).
   */
  unchecked(): Promise<void>;
}

export interface AbuseGuard {
  /**
   * Admits a sign-in of `email` (null for a token sign-in, which has no account) from `address`.
   * Unless `succeeded` is called, the attempt counts as a failure (wrong password, timeout).
   */
  signIn(
    email: string | null,
    address: string | undefined,
  ): Promise<Refused | { allowed: true; attempt: SignInAttempt }>;
  /**
   * A successful password reset: the account's sign-in failures are forgotten everywhere.
   * Never fails (a store error goes to `onStoreError`).
   */
  passwordChanged(email: string): Promise<void>;
  /** Admits a password-reset mail to `email` requested from `address` (always counts). */
  passwordReset(email: string, address: string | undefined): Promise<Admission>;
  /** Admits an invitation lookup from `address` (always counts). */
  invitationLookup(address: string | undefined): Promise<Admission>;
  /** Admits an access-code validation; release the attempt when the code was accepted. */
  accessCode(address: string | undefined): Promise<Admission>;
  /** Admits an account-existence check from `address` (always counts). */
  accountCheck(address: string | undefined): Promise<Admission>;
}

/** The account part of a key: a hash of the trimmed, lower-cased email. */
export function accountId(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/**
 * The address part of a key: an IPv4 address as it is, an IPv6 one by its /64 network (one
 * subscriber usually holds a whole /64), "unknown" when the gateway could not tell.
 */
export function addressId(address: string | undefined): string {
  if (!address) return "unknown";
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export interface AbuseGuardOptions {
  /**
   * Told when the store fails to record something after the fact (a success, a reset): the
   * action already happened, so it is not refused; at worst a count stays.
   */
  onStoreError?: (err: unknown) => void;
}

export function createAbuseGuard(
  store: Store,
  limits: AbuseLimits,
  options: AbuseGuardOptions = {},
): AbuseGuard {
  const reportStoreError = options.onStoreError ?? (() => undefined);
  const rule = (limit: number, windowMs: number): LimitRule => ({ limit, windowMs });
  const signInRules = {
    accountAddress: rule(limits.signInPerAccountAddress, limits.signInWindowMs),
    account: rule(limits.signInPerAccount, limits.signInWindowMs),
    address: rule(limits.signInPerAddress, limits.signInWindowMs),
  };
  const probe = (limit: number) => rule(limit, limits.probeWindowMs);

  /**
   * The account's key generation: a password reset starts a new one, which orphans every
   * failure counted before (they expire with their windows).
   */
  const generation = async (account: string) =>
    (await store.get(`signin:generation:${account}`))?.toString() ?? "0";

  /** Reads before counting: a store that cannot answer refuses, as one that cannot count. */
  const readOrRefuse = <T>(read: Promise<T>): Promise<T> =>
    read.catch((err: unknown) => {
      throw new LimitUnavailableError(err);
    });

  return {
    async signIn(email, address) {
      const at = addressId(address);
      const keys: LimitKey[] = [{ key: `signin:address:${at}`, rule: signInRules.address }];
      let account: string | undefined;
      let accountAddressKey: string | undefined;
      const knownKey = (id: string) => `signin:known:${id}:${at}`;
      if (email !== null) {
        account = accountId(email);
        const [gen, known] = await readOrRefuse(
          Promise.all([generation(account), store.get(knownKey(account))]),
        );
        accountAddressKey = `signin:failures:${gen}:${account}:${at}`;
        keys.push({ key: accountAddressKey, rule: signInRules.accountAddress });
        if (known === undefined) {
          keys.push({ key: `signin:failures:${gen}:${account}`, rule: signInRules.account });
        }
      }
      const admission = await admit(store, keys);
      if (!admission.allowed) return admission;
      return {
        allowed: true,
        attempt: {
          async succeeded() {
            await Promise.all([
              admission.attempt.release(),
              ...(account === undefined || accountAddressKey === undefined
                ? []
                : [
                    store.delete(accountAddressKey),
                    store.set(knownKey(account), "1", KNOWN_ADDRESS_TTL_MS),
                  ]),
            ]).catch(reportStoreError);
          },
          async unchecked() {
            await admission.attempt.release().catch(reportStoreError);
          },
        },
      };
    },

    async passwordChanged(email) {
      await store
        .set(
          `signin:generation:${accountId(email)}`,
          randomBytes(9).toString("base64url"),
          // far longer than any window: counts of a new generation never outlive it
          KNOWN_ADDRESS_TTL_MS,
        )
        .catch(reportStoreError);
    },

    passwordReset: (email, address) =>
      admit(store, [
        {
          key: `reset:email:${accountId(email)}`,
          rule: rule(limits.passwordResetsPerEmail, limits.passwordResetWindowMs),
        },
        {
          key: `reset:address:${addressId(address)}`,
          rule: rule(limits.passwordResetsPerAddress, limits.passwordResetWindowMs),
        },
      ]),

    invitationLookup: (address) =>
      admit(store, [
        {
          key: `invitation:address:${addressId(address)}`,
          rule: probe(limits.invitationLookupsPerAddress),
        },
      ]),

    accessCode: (address) =>
      admit(store, [
        {
          key: `access-code:address:${addressId(address)}`,
          rule: probe(limits.accessCodeFailuresPerAddress),
        },
      ]),

    accountCheck: (address) =>
      admit(store, [
        {
          key: `account-check:address:${addressId(address)}`,
          rule: probe(limits.accountChecksPerAddress),
        },
      ]),
  };
}

export type { Admission, Attempt };
