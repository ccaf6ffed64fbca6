/**
 * Spanish names of the seeded cards (seed.ts), by English name: a user's card keeps the name of
 * the catalogue card it came from, so one entry names every card of that name.
 */
export const SPANISH_CARD_NAMES: Readonly<Record<string, string>> = {
  "Hotel Stay Certificate (Classic)": "Certificado de estancia en hotel (Clásico)",
  "Hotel Stay Certificate (Plus)": "Certificado de estancia en hotel (Plus)",
  "Resort Week Certificate": "Certificado de semana en resort",
  "Experiences Certificate": "Certificado de experiencias",
  "Wayfarer Cash Card": "Tarjeta monedero Wayfarer",
  "Hotel Stay Certificate": "Certificado de estancia en hotel",
  "Experiences & Stays Certificate": "Certificado de experiencias y estancias",
  "European City Hotel Certificate": "Certificado de hotel en ciudad europea",
  "Weekend Hotel Certificate": "Certificado de hotel de fin de semana",
  "City Break Certificate": "Certificado de escapada urbana",
  "Holiday Stay Certificate": "Certificado de estancia vacacional",
  "Welcome Discount Card": "Tarjeta de descuento de bienvenida",
  "Hotel Saver Card": "Tarjeta de ahorro en hoteles",
  "Traveller Discount Card": "Tarjeta de descuento del viajero",
  "London Partner Discount Card": "Tarjeta de descuento de socios en Londres",
  "Resort Escape Certificate": "Certificado de escapada a resort",
  "Hotel Night Certificate": "Certificado de noche de hotel",
  "Activities Discount Card": "Tarjeta de descuento en actividades",
  "Stays Discount Card": "Tarjeta de descuento en estancias",
};
