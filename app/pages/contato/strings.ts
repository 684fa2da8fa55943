/** The interface strings of the contact information block on /portal/contato. */
import type { Lang } from "../../../common/i18n/languages";
import type { StringsShape } from "../strings-shape";

const pt = {
  title: "Informações de contato",
  address: "Endereço",
  phone: "Telefone",
  email: "E-mail",
  maps: "Abrir no mapa",
  mapAlt: "Mapa da Aldeota, em Fortaleza, com o Lead marcado no endereço {address}.",
} as const;

export type ContatoStrings = StringsShape<typeof pt>;

const en: ContatoStrings = {
  title: "Contact information",
  address: "Address",
  phone: "Phone",
  email: "Email",
  maps: "Open in maps",
  mapAlt: "Map of Aldeota, Fortaleza, with Lead marked at {address}.",
};

const es: ContatoStrings = {
  title: "Información de contacto",
  address: "Dirección",
  phone: "Teléfono",
  email: "Correo electrónico",
  maps: "Abrir en el mapa",
  mapAlt: "Mapa de Aldeota, en Fortaleza, con Lead marcado en la dirección {address}.",
};

export const contatoStrings: Record<Lang, ContatoStrings> = { pt, en, es };
