/**
 * The privacy policy's and terms of use's texts in Spanish (es-ES), by key (see legal-documents.ts),
 * in the plain-text shape legal-text.ts reads. Only the legal pages load them (legal-texts.ts):
 * they are not among the labels every page fetches. Only data: a table of texts.
 */
export const legalTexts = {
  "privacyPolicy.description":
    "Esta política explica qué datos tuyos guarda {{orgName}} cuando usas este sitio, para qué, durante cuánto tiempo, quién más los recibe y qué puedes pedirnos.",
  "privacyPolicy.stored.heading": "Qué guardamos",
  "privacyPolicy.stored.body":
    "Solo guardamos lo que el sitio necesita para gestionar tu cuenta y tus viajes:\n\n- Cuenta: tu correo electrónico, tu contraseña (guardada solo como un hash con sal que no permite recuperarla), tratamiento, nombre y apellidos, nacionalidad, teléfono móvil con su prefijo, el código de acceso o la invitación con que te registraste, si has confirmado tu correo electrónico, y el idioma y la moneda que prefieres.\n- Perfil: tu país de residencia y los cambios que hagas en los datos anteriores desde Mi cuenta.\n- Viajeros: las personas que guardas para reservar más rápido: tratamiento, nombre y apellidos, franja de edad y, si los añades, número de pasaporte, país de expedición y fecha de caducidad, y números de programas de fidelidad. Guarda a alguien solo con su permiso.\n- Reservas: de cada reserva, la oferta, las fechas, el número de huéspedes, el precio y su moneda, el certificado o la tarjeta de descuento aplicados, la referencia de la reserva y su estado (confirmada o cancelada).\n- Monedero: los certificados, tarjetas de descuento y tarjeta de efectivo que te ha dado tu organización: sus códigos, importes y monedas, los productos a los que se aplican, su estado y cuándo se usaron.\n- Cuentas de agente: además, la lista de clientes y los presupuestos que prepara el agente.\n- Registros de seguridad: la hora y la dirección de internet de cada inicio de sesión, y el recuento de intentos fallidos, que sirven para proteger las cuentas frente a quien intenta adivinar contraseñas.",
  "privacyPolicy.cookies.heading": "Cookies y almacenamiento en tu navegador",
  "privacyPolicy.cookies.body":
    "El sitio solo usa las cookies que necesita para funcionar. No usa cookies de publicidad ni de analítica y no carga rastreadores de terceros.\n\n- session: mantiene tu sesión iniciada. Los scripts de la página no pueden leerla y solo se envía a este sitio. Termina al cerrar el navegador, o a los 30 días si marcas Recordar contraseña al iniciar sesión. Al cerrar sesión se borra.\n- org_id: el identificador de la organización que gestiona este sitio, para que el enlace Todo incluido pueda indicarla. Los scripts de la página no pueden leerla. Se crea al iniciar sesión, dura lo mismo que la cookie session y se borra al cerrar sesión. Si sigues el enlace Todo incluido con la sesión iniciada, el propio enlace entrega además a ese sitio tu nombre, apellidos, correo electrónico y teléfono, para que no tengas que volver a escribirlos.\n- user_data: solo tu nombre y si eres viajero o agente, para que la cabecera muestre tu nombre; no da acceso a tu cuenta. Se crea al iniciar sesión, dura lo mismo que la cookie session y se borra al cerrar sesión.\n- language y currency_code: el idioma y la moneda que elegiste; se guardan un año.\n- country: el país estimado a partir de tu dirección de internet en tu primera visita, para que los precios empiecen en su moneda; se guarda un año.\n- service: la sección de productos que pedía un enlace (por ejemplo Hoteles), para abrirla cuando hayas iniciado sesión; se guarda un año.\n\nEl almacenamiento local de tu navegador guarda también las páginas que has visto hace poco, que se muestran en Visto recientemente; esa lista nunca sale de tu dispositivo. Tras un inicio de sesión único desde un sitio asociado, la pestaña guarda la dirección a la que volver cuando termine la sesión, hasta que se cierra.",
  "privacyPolicy.savings.heading": "El programa de ahorro",
  "privacyPolicy.savings.body":
    "Ofertas del día funciona con un proveedor de ahorro independiente. Cuando abres Ofertas del día con la sesión iniciada, te damos de alta en el proveedor: le enviamos tu nombre, tus apellidos, tu correo electrónico y un número de socio formado a partir de tu número de cuenta, nunca tu contraseña ni datos de pago. La página del proveedor te reconoce por un código obtenido de ese número con un hash de un solo sentido (SHA-256).\n\nEl proveedor usa estos datos solo para mostrarte los ahorros de socio. No se envía nada si nunca abres Ofertas del día.",
  "privacyPolicy.use.heading": "Para qué los usamos",
  "privacyPolicy.use.body":
    "- Para crear y gestionar tu cuenta, y para hacer, mostrar y gestionar tus reservas: es el acuerdo entre nosotros.\n- Para aplicar a tus reservas los certificados y tarjetas de descuento de tu organización.\n- Para proteger las cuentas: los registros de seguridad nos permiten frenar a quien intenta adivinar contraseñas.\n- Para enviar los correos que el sitio necesita: la confirmación de tu correo electrónico y el restablecimiento de la contraseña.\n\nNo vendemos tus datos ni los usamos para publicidad.",
  "privacyPolicy.keeping.heading": "Cuánto tiempo los guardamos",
  "privacyPolicy.keeping.body":
    "Los datos de la cuenta, el perfil, los viajeros y el monedero se guardan mientras exista tu cuenta. Las reservas se guardan mientras exista tu cuenta y después durante el tiempo que exija la normativa fiscal y contable.\n\nLos recuentos de intentos fallidos caducan en pocas horas; las direcciones desde las que iniciaste sesión se olvidan a los 30 días. Las cookies duran lo indicado arriba.",
  "privacyPolicy.rights.heading": "Tus opciones y derechos",
  "privacyPolicy.rights.body":
    "Puedes ver y corregir tus datos en Mi cuenta y eliminar viajeros guardados cuando quieras. Puedes pedirnos una copia de tus datos, que los corrijamos o los borremos, o que dejemos de usarlos para un fin al que te opongas; respondemos en el plazo de un mes. Borrar tu cuenta no borra las reservas que la ley nos obliga a conservar.\n\nTambién puedes reclamar ante la autoridad de protección de datos de tu país.",
  "privacyPolicy.contact.heading": "Contacto",
  "privacyPolicy.contact.body":
    "{{orgName}} gestiona este sitio y es responsable de tus datos. Si tienes preguntas sobre esta política o tus datos, escribe al servicio de atención al cliente de {{orgName}} desde el correo electrónico de tu cuenta, para que podamos saber que la solicitud es tuya.",
  "termsOfUse.description":
    "Estas condiciones se aplican cuando usas este sitio, gestionado por {{orgName}}: al consultar ofertas, tener una cuenta y reservar. Al registrarte las aceptas, junto con nuestra política de privacidad.",
  "termsOfUse.account.heading": "Tu cuenta",
  "termsOfUse.account.body":
    "- Da datos verdaderos y mantenlos al día: las reservas se hacen a los nombres que indiques.\n- No compartas tu contraseña. Eres responsable de lo que se haga con tu cuenta; avísanos enseguida si crees que otra persona la ha usado.\n- Una persona, una cuenta. Podemos suspender una cuenta usada para adivinar contraseñas, para hacer mal uso de códigos de acceso o tarjetas del monedero, o de otro modo contrario a estas condiciones.",
  "termsOfUse.prices.heading": "Ofertas y precios",
  "termsOfUse.prices.body":
    "Los precios se muestran en la moneda que elijas; las demás monedas se convierten al cambio del día y se redondean a la unidad más pequeña de la moneda. El total que muestra la página de reserva, tras aplicar un certificado o una tarjeta de descuento, es el precio de la reserva. Algunos sitios solo permiten reservar a las cuentas que han aprobado; la página de reserva lo indica cuando la tuya aún no puede reservar.",
  "termsOfUse.bookings.heading": "Reservas",
  "termsOfUse.bookings.body":
    "Una reserva queda hecha cuando la confirmación muestra su referencia; a partir de entonces aparece en Mis viajes y en el Historial de reservas. Revisa las fechas, el número de huéspedes y los nombres antes de reservar. Las fechas de entrada empiezan en la primera fecha que muestra el formulario de reserva.",
  "termsOfUse.cancellations.heading": "Cambios y cancelaciones",
  "termsOfUse.cancellations.body":
    "Las reservas no se pueden cambiar ni cancelar en el sitio. Para cambiar o cancelar una, escríbenos indicando su referencia: te informamos de las condiciones de la oferta y de cualquier cargo antes de hacer nada. Una reserva cancelada sigue en tu Historial de reservas, marcada como Cancelada. Si se devuelve o no el certificado o la tarjeta de descuento usados depende de las condiciones de la tarjeta.",
  "termsOfUse.wallet.heading": "Certificados, tarjetas de descuento y tarjeta de efectivo",
  "termsOfUse.wallet.body":
    "Las tarjetas del monedero las da tu organización; no tienen valor en efectivo y no se pueden transferir. Solo se pueden usar las tarjetas activas: un certificado, para los productos que indica; una tarjeta de descuento, mientras le quede saldo. Una tarjeta nunca deja un precio por debajo de cero.",
  "termsOfUse.savings.heading": "Programa de ahorro Ofertas del día",
  "termsOfUse.savings.body":
    "El programa de ahorro lo ofrece un proveedor independiente en sus propias páginas y con sus propias condiciones. Abrir Ofertas del día con la sesión iniciada te hace socio (consulta la política de privacidad). Los ahorros que se muestran allí son ofertas del proveedor.",
  "termsOfUse.agents.heading": "Agentes de viajes",
  "termsOfUse.agents.body":
    "Las cuentas de agente reservan para sus clientes y deben contar con su permiso para guardar sus datos y reservar en su nombre. Los presupuestos son válidos hasta la fecha que indican.",
  "termsOfUse.conduct.heading": "Uso del sitio",
  "termsOfUse.conduct.body":
    "No intentes entrar en cuentas ajenas, sobrecargar el sitio ni copiar su contenido por medios automáticos. Las aplicaciones de socios pueden usar la API publicada dentro de sus límites.",
  "termsOfUse.changes.heading": "Cambios en estas condiciones",
  "termsOfUse.changes.body":
    "Podemos cambiar estas condiciones. Cada reserva conserva las condiciones que se mostraban cuando se hizo.",
  "termsOfUse.contact.heading": "Contacto",
  "termsOfUse.contact.body":
    "Si tienes preguntas sobre estas condiciones o una reserva, escribe al servicio de atención al cliente de {{orgName}} desde el correo electrónico de tu cuenta, indicando la referencia de la reserva si la hay.",
} as const;
