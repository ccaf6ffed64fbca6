/**
 * The travellers and contact of a new reservation (POST /api/reservations create), each breach a
 * PayloadError naming the field: `travellers` (absent: none) at most `guests` objects
 * `{ first_name, last_name }`, each name 1 to 50 characters; `contact` (absent: none)
 * `{ email, phone }`, either null, email an e-mail address, phone 6 to 24 of digits, spaces and
 * + - ( ).
 */
import type { ContractSchema } from "@travel/schema/rest";
import { PayloadError, textField, type Payload } from "../accounts/payload-fields";

export type TravellerInput = ContractSchema<"ReservationTraveller">;
export interface ContactInput {
  email: string | null;
  phone: string | null;
}

const MAX_NAME = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

const isRecord = (value: unknown): value is Payload =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function nameField(entry: Payload, label: string, field: string): string {
  let name: string;
  try {
    name = textField(entry, field, MAX_NAME);
  } catch (error) {
    if (error instanceof PayloadError) throw new PayloadError(`${label}.${error.message}`);
    throw error;
  }
  if (name === "") throw new PayloadError(`${label}.${field} is required`);
  return name;
}

export function travellersField(body: Payload, guests: number): TravellerInput[] {
  const value = body.travellers;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PayloadError("travellers must be a list");
  if (value.length > guests)
    throw new PayloadError(
      `travellers may name ${guests} ${guests === 1 ? "traveller" : "travellers"} at most (the guests)`,
    );
  return value.map((entry: unknown, i) => {
    const label = `travellers[${i}]`;
    if (!isRecord(entry)) throw new PayloadError(`${label} must be an object`);
    return {
      first_name: nameField(entry, label, "first_name"),
      last_name: nameField(entry, label, "last_name"),
    };
  });
}

export function contactField(body: Payload): ContactInput | null {
  const value = body.contact;
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) throw new PayloadError("contact must be an object");
  const part = (field: "email" | "phone", pattern: RegExp, what: string) => {
    if (value[field] === undefined || value[field] === null) return null;
    const text = textField(value, field, field === "email" ? 254 : 24);
    if (text === "") return null;
    if (!pattern.test(text)) throw new PayloadError(`contact.${field} must be ${what}`);
    return text;
  };
  const email = part("email", EMAIL, "an e-mail address");
  const phone = part("phone", PHONE, "a phone number");
  return email === null && phone === null ? null : { email, phone };
}
