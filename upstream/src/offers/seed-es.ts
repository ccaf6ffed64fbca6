/**
 * Spanish texts of the seeded offers (DEMO_OFFERS in seed.ts), by offer id: name, destination
 * and description as a Spanish-speaking traveller reads them. Proper names stay as they are.
 */
export interface OfferTexts {
  name: string;
  destination: string;
  description: string;
}

const LISBOA = "Lisboa";
const BARCELONA = "Barcelona";
const KIOTO = "Kioto";
const CANCUN = "Cancún";
const CIUDAD_DEL_CABO = "Ciudad del Cabo";
const REIKIAVIK = "Reikiavik";

export const SPANISH_OFFERS: Readonly<Record<number, OfferTexts>> = {
  101: {
    name: "Hotel boutique Casa do Miradouro",
    destination: LISBOA,
    description:
      "Una casa señorial del siglo XIX restaurada en Alfama, con 24 habitaciones de azulejos y una azotea con vistas al Tajo. El desayuno con pastéis de nata recién hechos está incluido y el tranvía 28 para en la esquina.",
  },
  102: {
    name: "Gran Hotel Avenida Liberdade",
    destination: LISBOA,
    description:
      "Habitaciones clásicas en la avenida arbolada de Lisboa, un spa con piscina cubierta y las tiendas y cafés del Chiado a diez minutos a pie.",
  },
  103: {
    name: "Hotel Loft Cais do Sodré",
    destination: LISBOA,
    description:
      "Novedad en Wayfarer: habitaciones tipo loft con ladrillo visto sobre el Time Out Market, a pocos pasos de los ferris del río y de los bares de la Rua Cor-de-Rosa.",
  },
  104: {
    name: "Hotel Ramblas Modernista",
    destination: BARCELONA,
    description:
      "Molduras modernistas, techos altos y balcones insonorizados a un corto paseo del mercado de La Boqueria. Recepción 24 horas y consigna de equipaje.",
  },
  105: {
    name: "Suites Playa de la Barceloneta",
    destination: BARCELONA,
    description:
      "Suites luminosas con cocina americana a dos minutos de la arena, una pequeña piscina en la azotea y bicicletas de préstamo para recorrer el paseo marítimo.",
  },
  106: {
    name: "Ryokan Gion Shirakawa",
    destination: KIOTO,
    description:
      "Una posada tradicional junto al canal Shirakawa, en Gion: habitaciones de tatami, baños de madera de ciprés y un desayuno kaiseki de temporada servido en la habitación.",
  },
  107: {
    name: "Hotel Jardín Estación de Kioto",
    destination: KIOTO,
    description:
      "Habitaciones tranquilas y prácticas con ducha de lluvia a cinco minutos de los andenes del Shinkansen, un jardín interior y lavandería de monedas.",
  },
  108: {
    name: "Hotel Playa Azul Zona Hotelera",
    destination: CANCUN,
    description:
      "Habitaciones frente al mar en el lado caribeño de la Zona Hotelera, con dos piscinas, un bar de playa y equipo de esnórquel en préstamo en la recepción.",
  },
  109: {
    name: "Hotel Patrimonio Bo-Kaap",
    destination: CIUDAD_DEL_CABO,
    description:
      "Habitaciones llenas de color en una antigua casa de comerciantes al borde del Bo-Kaap, con vistas a la Montaña de la Mesa desde la terraza de la azotea.",
  },
  110: {
    name: "Hotel del Puerto V&A Waterfront",
    destination: CIUDAD_DEL_CABO,
    description:
      "Ventanales de suelo a techo sobre el puerto en plena actividad, una piscina climatizada y el ferri a Robben Island y los restaurantes del Waterfront en la puerta.",
  },
  111: {
    name: "Hotel Harbour Lights Reikiavik",
    destination: REIKIAVIK,
    description:
      "Habitaciones de diseño nórdico junto al Puerto Viejo, un jacuzzi geotérmico en la terraza y aviso para ver la aurora boreal las noches despejadas de invierno.",
  },
  112: {
    name: "Casa de huéspedes Laugavegur",
    destination: REIKIAVIK,
    description:
      "Habitaciones sencillas y acogedoras en la principal calle comercial de Reikiavik, con cocina compartida y la recogida para la excursión del Círculo Dorado justo en la puerta.",
  },
  121: {
    name: "Excursión de un día a Sintra y Cascais",
    destination: LISBOA,
    description:
      "Un día completo con un guía local: los palacios de Sintra, los acantilados del Cabo da Roca y una parada para comer marisco en Cascais. Recogida en el hotel incluida.",
  },
  122: {
    name: "Noche de fado en Alfama con cena",
    destination: LISBOA,
    description:
      "Tres platos de cocina portuguesa y fado en directo en una taberna familiar, con un breve paseo por las callejuelas de Alfama al anochecer.",
  },
  123: {
    name: "Visita sin colas a la Sagrada Família",
    destination: BARCELONA,
    description:
      "Evita la cola con un guía arquitecto que explica la basílica de Gaudí fachada a fachada; el acceso a las torres se puede añadir el mismo día.",
  },
  124: {
    name: "Ruta de tapas y vinos por El Born",
    destination: BARCELONA,
    description:
      "Cuatro bares, ocho tapas y cuatro vinos catalanes en tres horas, con historias del barrio medieval entre parada y parada.",
  },
  125: {
    name: "Caminata al amanecer en Fushimi Inari",
    destination: KIOTO,
    description:
      "Sube entre miles de puertas torii bermellón antes de que lleguen las multitudes y termina con un té y una vista sobre la ciudad.",
  },
  126: {
    name: "Ceremonia del té en una casa machiya",
    destination: KIOTO,
    description:
      "Un maestro del té recibe a un grupo reducido en una casa de madera de cien años; batirás tu propio matcha y probarás wagashi de temporada.",
  },
  127: {
    name: "Chichén Itzá y baño en cenote",
    destination: CANCUN,
    description:
      "Salida temprano hacia la pirámide maya de Kukulcán, almuerzo bufé en Valladolid y un baño en el cenote Ik Kil.",
  },
  128: {
    name: "Paseo en catamarán a Isla Mujeres",
    destination: CANCUN,
    description:
      "Navega hasta Isla Mujeres con esnórquel en el arrecife, barra libre a bordo y tiempo libre en Playa Norte.",
  },
  129: {
    name: "Cabo Point y los pingüinos de Boulders Beach",
    destination: CIUDAD_DEL_CABO,
    description:
      "La carretera de Chapman's Peak, el cabo de Buena Esperanza y la colonia de pingüinos africanos de Boulders Beach en un día lleno de paisajes.",
  },
  130: {
    name: "Caminata al atardecer en la Montaña de la Mesa",
    destination: CIUDAD_DEL_CABO,
    description:
      "Una subida guiada por la garganta de Platteklip para ver la puesta de sol sobre el Atlántico, con regreso en teleférico.",
  },
  131: {
    name: "Círculo Dorado y Secret Lagoon",
    destination: REIKIAVIK,
    description:
      "Þingvellir, las fuentes termales de Geysir y la cascada de Gullfoss, con un baño en la piscina natural más antigua de Islandia a la vuelta.",
  },
  132: {
    name: "Auroras boreales en superjeep",
    destination: REIKIAVIK,
    description:
      "Persigue la aurora lejos de las luces de la ciudad en un 4x4 preparado, con chocolate caliente y un segundo intento gratis si el cielo no se ilumina.",
  },
  141: {
    name: "Resort de playa todo incluido Riviera Maya",
    destination: CANCUN,
    description:
      "Todas las comidas y bebidas, cinco piscinas, un club infantil y una larga playa de arena blanca al sur de Cancún, con traslados al aeropuerto incluidos.",
  },
  142: {
    name: "Resort familiar y spa Playa Mujeres",
    destination: CANCUN,
    description:
      "Suites familiares comunicadas, un río lento, un parque acuático y un spa con circuito de hidroterapia en una playa tranquila al norte de la ciudad.",
  },
  143: {
    name: "Resort viñedo de Constantia",
    destination: CIUDAD_DEL_CABO,
    description:
      "Suites con jardín entre las viñas del valle vinícola más antiguo de Sudáfrica, con catas diarias, spa y rutas para bicicleta de montaña.",
  },
  144: {
    name: "Resort y spa Bahía de Cascais",
    destination: LISBOA,
    description:
      "Habitaciones con vistas al mar en la costa de Lisboa, una piscina de agua salada, golf cerca y trenes al centro de Lisboa cada 20 minutos.",
  },
  145: {
    name: "Resort onsen junto al río en Arashiyama",
    destination: KIOTO,
    description:
      "Baños termales privados al aire libre frente al río Hozu, cenas de varios platos y el bosque de bambú a un corto paseo.",
  },
  146: {
    name: "Resort spa Campos de Lava",
    destination: REIKIAVIK,
    description:
      "Habitaciones minimalistas en un campo de lava cubierto de musgo, acceso a la laguna geotérmica incluido y lanzaderas a Reikiavik y al aeropuerto.",
  },
  147: {
    name: "Resort y spa Costa de Sitges",
    destination: BARCELONA,
    description:
      "Un resort frente al mar en la costa del Garraf, a 35 minutos de Barcelona, con piscina infinita, spa y un restaurante mediterráneo.",
  },
  151: {
    name: "Apartamento de dos dormitorios en Alfama con vistas al río",
    destination: LISBOA,
    description:
      "Para 4 personas: un apartamento reformado con balcón sobre el Tajo, cocina completa, lavadora y wifi rápido.",
  },
  152: {
    name: "Apartamento familiar en Gràcia",
    destination: BARCELONA,
    description:
      "Para 5 personas: tres dormitorios cerca de la Plaça del Sol, una terraza para desayunar al aire libre y cunas y tronas a petición.",
  },
  153: {
    name: "Casa machiya en Higashiyama",
    destination: KIOTO,
    description:
      "Para 6 personas: una casa de madera tradicional restaurada entera, con bañera de cedro y un pequeño jardín de musgo, a un paseo del Kiyomizu-dera.",
  },
  154: {
    name: "Condominio de playa en Puerto Morelos",
    destination: CANCUN,
    description:
      "Para 4 personas: un condominio de dos dormitorios en la playa entre Cancún y Playa del Carmen, con piscina compartida y esnórquel en el arrecife.",
  },
  155: {
    name: "Villa con piscina en Camps Bay",
    destination: CIUDAD_DEL_CABO,
    description:
      "Para 8 personas: cuatro dormitorios con baño propio, piscina climatizada y una terraza con braai con vistas a los Doce Apóstoles y a la bahía.",
  },
  156: {
    name: "Loft en el centro junto a Hallgrímskirkja",
    destination: REIKIAVIK,
    description:
      "Para 3 personas: un loft luminoso con suelo radiante y lavadora-secadora, a dos minutos de la iglesia y de los cafés de Laugavegur.",
  },
};
