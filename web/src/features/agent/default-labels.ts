/**
 * The English default labels of this feature, loaded with its code (lib/i18n/feature-labels.ts);
 * the es-ES texts are in the upstream's label seed like every other.
 */
import { registerDefaultLabels, type LabelsOf } from "../../lib/i18n";

export const agentLabels = registerDefaultLabels({
  "agent.quotes.validUntil": "Valid until {{date}}",
  "agent.profile.heading": "Your agent account",
  "agent.profile.name": "Name",
  "agent.profile.email": "Email",
  "agent.profile.accountType": "Account type",
  "agent.profile.agent": "Agent",
  "agent.profile.creditLimit": "Credit limit",
  "agent.profile.creditLimitUsd": "{{amount}} in US dollars",
  "agent.profile.noCreditLimit": "No credit limit set",
  "agent.profile.displayPrice": "Prices shown to clients",
  "agent.profile.displayPriceOn": "Yes, your pages show prices",
  "agent.profile.displayPriceOff": "No, prices are hidden from clients",
  "agent.quotes.caption": "Quotes you prepared, newest first",
  "agent.quotes.empty": "You have not prepared any quotes yet.",
  "agent.quotes.column.reference": "Quote",
  "agent.quotes.column.client": "Client",
  "agent.quotes.column.offer": "Offer",
  "agent.quotes.column.price": "Price",
  "agent.quotes.column.status": "Status",
  "agent.quotes.bookedAs": "Booking {{reference}}",
  "agent.quoteStatus.OPEN": "Open",
  "agent.quoteStatus.BOOKED": "Booked",
  "agent.quoteStatus.EXPIRED": "Expired",
  "agent.quoteStatus.DECLINED": "Declined",
  "agent.bookings.caption": "Bookings you made for your clients, newest first",
  "agent.bookings.empty": "You have not made any bookings yet.",
  "agent.clients.caption": "Your clients, by name",
  "agent.clients.count": "Clients: {{count}}",
  "agent.clients.empty": "You have no clients yet. Add your first one with the form.",
  "agent.clients.column.name": "Name",
  "agent.clients.column.email": "Email",
  "agent.clients.column.phone": "Phone",
  "agent.clients.column.nationality": "Nationality",
  "agent.clients.column.notes": "Notes",
  "agent.clients.column.added": "Added",
  "agent.clients.none": "Not given",
  "agent.addClient.heading": "Add a client",
  "agent.addClient.name": "Full name",
  "agent.addClient.email": "Email",
  "agent.addClient.phoneCountryCode": "Dialling code",
  "agent.addClient.phone": "Phone number",
  "agent.addClient.nationality": "Nationality",
  "agent.addClient.noNationality": "Not given",
  "agent.addClient.notes": "Notes",
  "agent.addClient.optional": "optional",
  "agent.addClient.submit": "Add client",
  "agent.addClient.added": "{{name}} was added to your clients.",
});

declare module "../../lib/i18n/feature-labels" {
  interface FeatureLabels extends LabelsOf<typeof agentLabels> {}
}
