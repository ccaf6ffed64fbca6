/**
 * The English default labels of this feature, loaded with its code (lib/i18n/feature-labels.ts);
 * the es-ES texts are in the upstream's label seed like every other.
 */
import { registerDefaultLabels, type LabelsOf } from "../../lib/i18n";

export const bookingLabels = registerDefaultLabels({
  "booking.back": "All offers in {{area}}",
  "booking.notFound": "This offer could not be found.",
  "booking.tripHeading": "Your trip",
  "booking.checkIn": "Check-in",
  "booking.checkOut": "Check-out",
  "booking.activityDate": "Date",
  "booking.guests": "Guests",
  "booking.earliestDate": "The earliest date you can book is {{date}}.",
  "booking.invalid.checkInRequired": "Choose a date.",
  "booking.invalid.checkInTooEarly": "Choose {{date}} or later.",
  "booking.invalid.checkOutRequired": "Choose a check-out date.",
  "booking.invalid.checkOutBeforeCheckIn": "Check-out must be after check-in.",
  "booking.invalid.tooManyNights": "A stay can be at most {{max}} nights.",
  "booking.invalid.guests": "Choose 1 to 9 guests.",
  "booking.priceHeading": "Price",
  "booking.breakdownLabel": "Price breakdown",
  "booking.subtotal": "Subtotal",
  "booking.nightsCount": "Nights: {{count}}",
  "booking.line.CERTIFICATE": "Certificate: {{name}}",
  "booking.line.CERTIFICATE_PURCHASE": "Certificate bought with this booking: {{name}}",
  "booking.line.DISCOUNT_CARD": "Discount card: {{name}}",
  "booking.line.CASH_CARD": "Cash card: {{name}}",
  "booking.total": "Total to pay",
  "booking.onlyDiscount": "Only discount",
  "booking.onlyDiscountExplained":
    "Your discount cards cover this price within the {{percent}}% price limit, so you pay nothing.",
  "booking.quoteLoading": "Working out the price…",
  "booking.quoteFailed": "The price could not be worked out. Please try again.",
  "booking.invalidTrip": "Choose valid dates and guests to see the price.",
  "booking.book": "Book now",
  "booking.signInHint": "You will be asked to sign in before you book.",
  "booking.cannotBook": "Your account cannot make bookings on this site yet.",
  "booking.cannotBookHelp":
    "Bookings are turned on for each account by the site's operator. Ask them to turn bookings on for your account; meanwhile you can browse offers and keep your travellers in your profile.",
  "booking.promptPending": "Before you book, choose whether to use a certificate.",
  "booking.cashCard.heading": "Pay with cash card",
  "booking.cashCard.amount": "Amount from your cash card",
  "booking.cashCard.balance": "Balance: {{balance}}. You can use up to {{limit}} on this booking.",
  "booking.cashCard.useAll": "Use all ({{limit}})",
  "booking.cashCard.clear": "Don't use",
  "booking.cashCard.nothingToPay": "Nothing remains to pay, so the cash card is not needed.",
  "booking.error.INVALID_CASH_AMOUNT": "Enter an amount such as 25.50.",
  "booking.error.CASH_CARD_NOT_ENABLED": "The cash card cannot be used for this booking.",
  "booking.error.CASH_CARD_OVER_BALANCE": "That is more than your cash card balance.",
  "booking.error.CASH_CARD_OVER_DUE": "That is more than remains to pay.",
  "booking.travellers.heading": "Who's travelling",
  "booking.travellers.introStay":
    "The lead guest's name, as on their travel documents, and how to reach you about this trip.",
  "booking.travellers.introPerPerson":
    "Each traveller's name, as on their travel documents (the lead traveller's is needed now), and how to reach you about this trip.",
  "booking.travellers.lead": "Lead traveller",
  "booking.travellers.other": "Traveller {{n}}",
  "booking.travellers.pick": "Fill in from",
  "booking.travellers.pickNone": "Type the name",
  "booking.travellers.you": "You ({{name}})",
  "booking.travellers.firstName": "First name",
  "booking.travellers.lastName": "Last name",
  "booking.travellers.email": "Contact e-mail",
  "booking.travellers.phone": "Contact phone",
  "booking.travellers.phoneHelp": "Optional: for news on the day of the trip.",
  "booking.invalid.firstName": "Please enter the first name.",
  "booking.invalid.lastName": "Please enter the last name.",
  "booking.invalid.nameTooLong": "A name can have 50 characters at most.",
  "booking.invalid.contactEmail": "Please enter an e-mail address to reach you about this trip.",
  "booking.invalid.contactPhone":
    "Please enter a phone number of 6 to 24 digits, spaces, + - ( or ).",
  "booking.error.INVALID_TRAVELLERS":
    "Please give each traveller's first and last name (up to 50 characters each), no more travellers than guests.",
  "booking.error.INVALID_CONTACT":
    "Please give a valid e-mail address and phone number to reach you about this trip.",
  "booking.error.SIGN_IN_REQUIRED": "Please sign in to book.",
  "booking.error.BOOKING_NOT_ALLOWED": "Your account cannot make bookings on this site.",
  "booking.error.CERTIFICATE_PROMPT_REQUIRED":
    "Choose whether to use a certificate before you book.",
  "booking.error.CARD_NOT_USABLE":
    "One of the cards you chose cannot be used for this booking. Check your choice and book again.",
  "booking.error.CARD_ALREADY_USED":
    "One of the cards you chose has already been used. Your wallet has been updated: choose again and book.",
  "booking.error.PRICE_CHANGED":
    "The price of this trip has changed. Check the new total and book again.",
  "booking.error.INVALID_DATES": "These dates cannot be booked. Check the dates and try again.",
  "booking.error.INVALID_GUESTS": "Choose 1 to 9 guests.",
  "booking.error.OFFER_NOT_FOUND": "This offer is no longer available.",
  "booking.error.BOOKING_FAILED": "The booking could not be completed. Please try again.",
  "booking.error.OUTCOME_UNKNOWN":
    "We could not confirm your booking in time. Please book again: it is never made twice.",
  "booking.error.CHECKOUT_NOT_FOUND":
    "We could not find this payment. Please start your booking again.",
  "booking.error.PAYMENT_UNAVAILABLE":
    "The payment service is not answering. Please try again in a moment: you are never charged twice.",
  "certificatePrompt.title": "Use a certificate?",
  "certificatePrompt.intro":
    "You have no certificate or discount card for {{product}}. You can buy a certificate with this booking, or continue without one.",
  "certificatePrompt.useDefault": "Use {{name}}",
  "certificatePrompt.useDefaultUnnamed": "Use the site's certificate",
  "certificatePrompt.price": "Costs",
  "certificatePrompt.value": "Worth",
  "certificatePrompt.decline": "Continue without a certificate",
  "certificatePrompt.later": "Decide later",
  "certificatePrompt.answeredDefault": "You chose to use {{name}}.",
  "certificatePrompt.answeredDefaultUnnamed": "You chose to use the site's certificate.",
  "certificatePrompt.answeredDecline": "You chose to continue without a certificate.",
  "certificatePrompt.change": "Change",
  "booking.payNext": "You pay the total by card on the next page.",
  "booking.pickUp": "Pick-up",
  "booking.dropOff": "Drop-off",
  "booking.weekStart": "Week starts on",
  "booking.weekStartsOn":
    "This week starts on a {{weekday}}; the earliest you can book is {{date}}.",
  "booking.weekEnds": "Nights: {{count}}, until {{date}}",
  "booking.route": "{{from}} to {{to}}",
  "booking.imageAlt": "{{name}}, {{place}}",
  "booking.daysCount": "Days: {{count}}",
  "booking.invalid.dropOffRequired": "Choose a drop-off date.",
  "booking.invalid.dropOffBeforePickUp": "Drop-off must be after pick-up.",
  "booking.invalid.tooManyDays": "A rental can be at most {{max}} days.",
  "booking.invalid.weekday": "This week starts on a {{weekday}}: choose a {{weekday}}.",
  "booking.invalid.guestsOverMax": "This offer takes at most {{max}}.",
  "booking.invalid.guestsOverRooms":
    "At most {{max}} fit in {{count}} rooms: choose fewer or add rooms.",
  "booking.invalid.guestsOverRooms_one":
    "At most {{max}} fit in {{count}} room: choose fewer or add rooms.",
  "booking.invalid.rooms": "Choose 1 to 5 rooms.",
  "booking.invalid.roomsOverGuests": "Choose no more rooms than guests.",
  "booking.soldOutPrice": "These dates are sold out: choose other dates to see the price.",
  "booking.agentQuote": "Booking quote {{reference}} for {{client}}.",
  "booking.error.QUOTE_NOT_OPEN":
    "This quote can no longer be booked: it was booked, declined or expired, or the trip differs from the quote.",
  "booking.error.SOLD_OUT": "Sold out on {{day}}. Choose other dates.",
  "offers.pricePerDay": "From {{price}} per day",
  "offers.pricePerWeek": "From {{price}} per week",
  "offers.pricePerTrip": "From {{price}} per trip",
  "confirmation.heading": "Booking confirmed",
  "confirmation.reference": "Booking reference",
  "confirmation.offer": "Offer",
  "confirmation.dates": "Dates",
  "confirmation.total": "Total paid",
  "confirmation.cards": "Cards used",
  "confirmation.myTrips": "See your trips",
});

declare module "../../lib/i18n/feature-labels" {
  interface FeatureLabels extends LabelsOf<typeof bookingLabels> {}
}
