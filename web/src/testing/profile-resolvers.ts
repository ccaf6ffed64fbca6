import {
  profileMessages,
  profileSchema,
  travelerSchema,
  validateWith,
  MAX_SAVED_TRAVELERS,
} from "@travel/schema/validation";
import type { ProfileErrorCode } from "../__generated__/graphql";
import type { Db } from "./db";

/**
 * Root fields of schema/profile.graphql over the in-memory db, as the gateway answers them:
 * signed out SIGN_IN_REQUIRED, the shared Yup rules by field, travellers of the viewer only
 * (TRAVELER_NOT_FOUND otherwise) and the cap (TRAVELER_LIMIT).
 */

export interface ProfileRecord {
  ownerId: string;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  nationalityId: string;
  countryId: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}

export interface TravelerRecord {
  ownerId: string;
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  ageBand: string;
  nationalityId: string;
  passportNumber: string | null;
  passportCountryId: string | null;
  passportExpiry: string | null;
  loyaltyPrograms: { programName: string; memberNumber: string }[];
}

let nextTravelerId = 9001;

export function buildTravelerRecord(overrides: Partial<TravelerRecord> = {}): TravelerRecord {
  return {
    ownerId: "1",
    id: String(nextTravelerId++),
    title: "Mr",
    firstName: "Tom",
    lastName: "Traveller",
    ageBand: "31 to 40",
    nationalityId: "1",
    passportNumber: null,
    passportCountryId: null,
    passportExpiry: null,
    loyaltyPrograms: [],
    ...overrides,
  };
}

interface Input<T> {
  input: T;
}

const error = (code: ProfileErrorCode, message: string, field: string | null = null) => ({
  field,
  code,
  message,
});
const signInRequired = () => [error("SIGN_IN_REQUIRED", profileMessages.SIGN_IN_REQUIRED)];
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The viewer's profile: the stored one, else one made from the viewer. */
function profileOf(data: Db): ProfileRecord | null {
  const viewer = data.viewer;
  if (!viewer) return null;
  return (
    data.profiles.find((p) => p.ownerId === viewer.id) ?? {
      ownerId: viewer.id,
      title: "Mrs",
      firstName: viewer.firstName ?? "",
      lastName: viewer.lastName ?? "",
      email: viewer.email,
      nationalityId: viewer.nationalityId ?? "1",
      countryId: viewer.countryId,
      phoneCountryCode: viewer.phoneCountryCode,
      phoneNumber: null,
    }
  );
}

export function profileResolvers(data: Db) {
  const mine = () => data.savedTravelers.filter((t) => t.ownerId === data.viewer?.id);
  return {
    profile: () => profileOf(data),
    savedTravelers: () => mine(),
    // one page holds them all here (an account keeps few)
    savedTravelersConnection: ({ first = 20 }: { first?: number }) => {
      const nodes = mine().slice(0, first);
      return {
        nodes,
        edges: nodes.map((node) => ({ cursor: node.id, node })),
        totalCount: mine().length,
        pageInfo: {
          hasNextPage: mine().length > first,
          hasPreviousPage: false,
          startCursor: nodes[0]?.id ?? null,
          endCursor: nodes.at(-1)?.id ?? null,
        },
      };
    },

    updateProfile: ({ input }: Input<Record<string, unknown>>) => {
      data.profileCalls.updateProfile.push(input);
      const current = profileOf(data);
      if (!current || !data.viewer)
        return { profile: null, viewer: null, errors: signInRequired() };
      const checked = validateWith(profileSchema, input);
      if ("errors" in checked) return { profile: null, viewer: null, errors: checked.errors };
      const v = checked.values;
      const phone = v.phoneNumber === "" ? null : v.phoneNumber;
      const saved: ProfileRecord = {
        ...current,
        title: v.title,
        firstName: v.firstName,
        lastName: v.lastName,
        nationalityId: v.nationalityId,
        countryId: v.countryId,
        phoneCountryCode: phone === null ? null : v.phoneCountryCode || null,
        phoneNumber: phone,
      };
      data.profiles = [...data.profiles.filter((p) => p.ownerId !== saved.ownerId), saved];
      data.viewer = { ...data.viewer, firstName: v.firstName, lastName: v.lastName };
      return { profile: saved, viewer: data.viewer, errors: [] };
    },

    saveTraveler: ({ input }: Input<Record<string, unknown> & { id?: string | null }>) => {
      data.profileCalls.saveTraveler.push(input);
      const viewer = data.viewer;
      if (!viewer) return { traveler: null, errors: signInRequired() };
      const existing = input.id ? mine().find((t) => t.id === input.id) : undefined;
      if (input.id && !existing)
        return {
          traveler: null,
          errors: [error("TRAVELER_NOT_FOUND", profileMessages.TRAVELER_NOT_FOUND, "id")],
        };
      const checked = validateWith(travelerSchema({ today: utcToday() }), input);
      if ("errors" in checked) return { traveler: null, errors: checked.errors };
      if (!existing && mine().length >= MAX_SAVED_TRAVELERS)
        return {
          traveler: null,
          errors: [error("TRAVELER_LIMIT", profileMessages.TOO_MANY_TRAVELERS)],
        };
      const v = checked.values;
      const passport = v.passportNumber !== "";
      const record = buildTravelerRecord({
        ownerId: viewer.id,
        ...(existing ? { id: existing.id } : {}),
        title: v.title,
        firstName: v.firstName,
        lastName: v.lastName,
        ageBand: v.ageBand,
        nationalityId: v.nationalityId || "1",
        passportNumber: passport ? v.passportNumber : null,
        passportCountryId: passport ? v.passportCountryId : null,
        passportExpiry: passport ? v.passportExpiry : null,
        loyaltyPrograms: (v.loyaltyPrograms ?? []).map((l) => ({
          programName: l.programName,
          memberNumber: l.memberNumber,
        })),
      });
      data.savedTravelers = existing
        ? data.savedTravelers.map((t) => (t === existing ? record : t))
        : [...data.savedTravelers, record];
      return { traveler: record, errors: [] };
    },

    removeTraveler: ({ input }: Input<{ id: string }>) => {
      data.profileCalls.removeTraveler.push(input);
      if (!data.viewer) return { removedId: null, errors: signInRequired() };
      const existing = mine().find((t) => t.id === input.id);
      if (!existing)
        return {
          removedId: null,
          errors: [error("TRAVELER_NOT_FOUND", profileMessages.TRAVELER_NOT_FOUND, "id")],
        };
      data.savedTravelers = data.savedTravelers.filter((t) => t !== existing);
      return { removedId: existing.id, errors: [] };
    },
  };
}
