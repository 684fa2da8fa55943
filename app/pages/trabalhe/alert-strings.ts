/**
 * The job alerts' interface strings (issue 25): the subscribe form (on /portal/trabalhe, each
 * opening's page and /portal/trabalhe/alertas), the confirmation and manage pages. The LGPD text
 * says what is kept, why and for how long.
 */
import type { Lang } from "../../../common/i18n/languages";
import type { StringsShape } from "../strings-shape";

const pt = {
  pageTitle: "Alertas de vagas",
  pageIntro:
    "Receba por e-mail as novas vagas do Lead nas áreas que escolher: no máximo um e-mail por dia, só depois de você confirmar o endereço, e um clique para sair.",
  sectionTitle: "Receba novas vagas por e-mail",
  sectionText: "Escolha as áreas e receba no máximo um e-mail por dia quando abrirmos vagas nelas.",
  email: "E-mail",
  emailHint: "Enviaremos um link para confirmar. Nada mais é enviado antes disso.",
  areas: "Áreas",
  areasHint: "Escolha uma ou mais.",
  lang: "Idioma dos e-mails",
  consentTitle: "Como usamos o seu e-mail",
  consentText:
    "Guardamos o seu e-mail, as áreas e o idioma somente para enviar estes alertas, até você sair: cada alerta tem um link para mudar as áreas ou sair, e ao sair apagamos o endereço na hora. Pedidos não confirmados são apagados em {days} dias. Base legal: o seu consentimento (LGPD, art. 7º, I).",
  consent: "Concordo com o uso do meu e-mail descrito acima.",
  submit: "Receber alertas",
  requiredNote: "Todos os campos são obrigatórios.",
  summaryTitle: "Há um problema",
  sentTitle: "Pedido recebido",
  sentDetail:
    "Se este endereço puder receber e-mails, enviamos para ele um link de confirmação, válido por {hours} horas. Procure também na caixa de spam. Se o endereço já recebe os alertas, o e-mail traz o link para mudar as áreas ou sair.",
  moreAbout: "Sobre os alertas de vagas",
  feedAlternative: "Prefere um leitor de feeds? Assine o feed RSS das vagas.",
  backToOpenings: "Ver as vagas abertas",
  confirmTitle: "Confirme o seu alerta de vagas",
  confirmText: "Confirme para receber em {email} as novas vagas destas áreas, em {lang}:",
  confirmButton: "Confirmar",
  confirmedTitle: "Alerta confirmado",
  confirmedText:
    "A partir de agora, você recebe no máximo um e-mail por dia quando abrirmos vagas nas áreas escolhidas. Cada e-mail traz o link para mudar as áreas ou sair.",
  manageLink: "Mudar as áreas ou sair",
  manageTitle: "O seu alerta de vagas",
  manageText: "Alertas enviados para {email}.",
  pendingNote: "Este pedido ainda não foi confirmado: use o link do e-mail de confirmação.",
  save: "Salvar as mudanças",
  savedTitle: "Mudanças salvas",
  savedText: "Os próximos alertas seguem as áreas e o idioma abaixo.",
  leaveTitle: "Sair dos alertas",
  leaveText: "Ao sair, apagamos o seu endereço na hora e nada mais é enviado.",
  leaveButton: "Sair e apagar o meu e-mail",
  leftTitle: "Você saiu dos alertas",
  leftText: "Apagamos o seu endereço. Você não receberá mais alertas de vagas do Lead.",
  refusalTitle: "Não foi possível usar este link",
  askAgain: "Pedir alertas de novo",
};

export type AlertStrings = StringsShape<typeof pt>;

const en: AlertStrings = {
  pageTitle: "Job alerts",
  pageIntro:
    "Receive Lead's new openings by e-mail in the areas you choose: at most one e-mail a day, only after you confirm the address, and one click to leave.",
  sectionTitle: "Receive new openings by e-mail",
  sectionText: "Choose areas and receive at most one e-mail a day when we open positions in them.",
  email: "E-mail",
  emailHint: "We will send a link to confirm. Nothing else is sent before that.",
  areas: "Areas",
  areasHint: "Choose one or more.",
  lang: "Language of the e-mails",
  consentTitle: "How we use your e-mail",
  consentText:
    "We keep your e-mail, the areas and the language only to send these alerts, until you leave: every alert has a link to change the areas or leave, and when you leave we delete the address at once. Requests not confirmed are deleted in {days} days. Legal basis: your consent (LGPD, art. 7, I).",
  consent: "I agree to the use of my e-mail described above.",
  submit: "Receive alerts",
  requiredNote: "All fields are required.",
  summaryTitle: "There is a problem",
  sentTitle: "Request received",
  sentDetail:
    "If this address can receive e-mail, we have sent it a confirmation link, good for {hours} hours. Look in the spam folder too. If the address already receives the alerts, the e-mail has the link to change the areas or leave.",
  moreAbout: "About job alerts",
  feedAlternative: "Prefer a feed reader? Subscribe to the openings' RSS feed.",
  backToOpenings: "See the open positions",
  confirmTitle: "Confirm your job alert",
  confirmText: "Confirm to receive at {email} the new openings in these areas, in {lang}:",
  confirmButton: "Confirm",
  confirmedTitle: "Alert confirmed",
  confirmedText:
    "From now on you receive at most one e-mail a day when we open positions in the areas you chose. Every e-mail has the link to change the areas or leave.",
  manageLink: "Change the areas or leave",
  manageTitle: "Your job alert",
  manageText: "Alerts sent to {email}.",
  pendingNote: "This request is not confirmed yet: use the link in the confirmation e-mail.",
  save: "Save the changes",
  savedTitle: "Changes saved",
  savedText: "The next alerts follow the areas and language below.",
  leaveTitle: "Leave the alerts",
  leaveText: "When you leave, we delete your address at once and nothing more is sent.",
  leaveButton: "Leave and delete my e-mail",
  leftTitle: "You have left the alerts",
  leftText: "We deleted your address. You will receive no more job alerts from Lead.",
  refusalTitle: "This link could not be used",
  askAgain: "Ask for alerts again",
};

const es: AlertStrings = {
  pageTitle: "Alertas de vacantes",
  pageIntro:
    "Recibe por correo las nuevas vacantes de Lead en las áreas que elijas: como máximo un correo al día, solo después de que confirmes la dirección, y un clic para darte de baja.",
  sectionTitle: "Recibe nuevas vacantes por correo",
  sectionText: "Elige las áreas y recibe como máximo un correo al día cuando abramos vacantes en ellas.",
  email: "Correo electrónico",
  emailHint: "Enviaremos un enlace para confirmar. No se envía nada más antes de eso.",
  areas: "Áreas",
  areasHint: "Elige una o más.",
  lang: "Idioma de los correos",
  consentTitle: "Cómo usamos tu correo",
  consentText:
    "Guardamos tu correo, las áreas y el idioma solo para enviar estas alertas, hasta que te des de baja: cada alerta tiene un enlace para cambiar las áreas o darte de baja, y al hacerlo borramos la dirección en el acto. Las solicitudes no confirmadas se borran en {days} días. Base legal: tu consentimiento (LGPD, art. 7, I).",
  consent: "Acepto el uso de mi correo descrito arriba.",
  submit: "Recibir alertas",
  requiredNote: "Todos los campos son obligatorios.",
  summaryTitle: "Hay un problema",
  sentTitle: "Solicitud recibida",
  sentDetail:
    "Si esta dirección puede recibir correos, le enviamos un enlace de confirmación, válido por {hours} horas. Busca también en la carpeta de spam. Si la dirección ya recibe las alertas, el correo trae el enlace para cambiar las áreas o darte de baja.",
  moreAbout: "Sobre las alertas de vacantes",
  feedAlternative: "¿Prefieres un lector de feeds? Suscríbete al feed RSS de las vacantes.",
  backToOpenings: "Ver las vacantes abiertas",
  confirmTitle: "Confirma tu alerta de vacantes",
  confirmText: "Confirma para recibir en {email} las nuevas vacantes de estas áreas, en {lang}:",
  confirmButton: "Confirmar",
  confirmedTitle: "Alerta confirmada",
  confirmedText:
    "A partir de ahora recibes como máximo un correo al día cuando abramos vacantes en las áreas elegidas. Cada correo trae el enlace para cambiar las áreas o darte de baja.",
  manageLink: "Cambiar las áreas o darme de baja",
  manageTitle: "Tu alerta de vacantes",
  manageText: "Alertas enviadas a {email}.",
  pendingNote: "Esta solicitud aún no está confirmada: usa el enlace del correo de confirmación.",
  save: "Guardar los cambios",
  savedTitle: "Cambios guardados",
  savedText: "Las próximas alertas siguen las áreas y el idioma de abajo.",
  leaveTitle: "Darse de baja",
  leaveText: "Al darte de baja, borramos tu dirección en el acto y no se envía nada más.",
  leaveButton: "Darme de baja y borrar mi correo",
  leftTitle: "Te has dado de baja",
  leftText: "Borramos tu dirección. No recibirás más alertas de vacantes de Lead.",
  refusalTitle: "No se pudo usar este enlace",
  askAgain: "Pedir alertas de nuevo",
};

export const alertStrings: Record<Lang, AlertStrings> = { pt, en, es };
