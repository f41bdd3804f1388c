import type { Catalog } from "../catalog";

export const fields: Catalog["kit"]["fields"] = {
  nameRequired: "Escriba su nombre",
  nameAndEmailRequired: "Escriba su nombre y su correo electrónico.",
  nameEmpty: "Escriba su nombre.",
  nameWayTooLong: "Acorte su nombre.",
  nameHidden:
    "Su nombre tiene un carácter oculto (como un espacio invisible o una marca de dirección del texto). Escríbalo de nuevo.",
  nameAddress: "No ponga direcciones web ni correos electrónicos en su nombre.",
  nameMarks: "Su nombre tiene demasiados acentos sobre una letra. Escríbalo de nuevo.",
  nameDigits: "No ponga números en su nombre.",
  nameCharacters: "Un nombre solo puede tener letras, espacios, apóstrofos ('), guiones (-) y puntos (.).",
  nameTooShort: "Escriba su nombre (al menos {min} letras).",
  nameTooLong: "Acorte su nombre a {max} caracteres o menos.",
  noteHidden:
    "Lo que va a llevar tiene un carácter oculto (como un espacio invisible o una marca de dirección del texto). Escríbalo de nuevo.",
  noteAddress: "No ponga direcciones web ni correos electrónicos en lo que va a llevar.",
  bringingPhone:
    "No ponga números de teléfono en lo que va a llevar: todos lo pueden leer. El entrenador ya tiene su teléfono por este formulario.",
  bringingPayment:
    "No ponga aplicaciones ni usuarios de pago (Venmo, Cash App, Zelle, PayPal, $nombre o @nombre) en lo que va a llevar: todos lo pueden leer.",
  bringingCharacters:
    "Use solo letras, números, espacios y . , ' - &, y $ solo antes de una cantidad, como $20.",
  bringingTooLong: "Acorte esto a {max} caracteres o menos.",
  bringingWayTooLong: "Acorte esto.",
  emailInvalid: "Escriba un correo electrónico válido",
  messageTooShort: "El mensaje debe tener al menos {min} caracteres",
  signupLinkInvalid: "Este enlace no es un enlace de inscripción. Revíselo.",
};
