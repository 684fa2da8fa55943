/** An application's validation messages and the form's outcomes, per language (browser and server alike). */
import type { Lang } from "../i18n/languages";
import { publicInvisibleChar } from "../text/hygiene-strings";
import type { ApplicationErrorCode } from "./schema";

export const applicationErrorMessages: Record<Lang, Record<ApplicationErrorCode, string>> = {
  pt: {
    required: "Campo obrigatório.",
    invalid_email: "E-mail inválido.",
    too_long: "Texto longo demais.",
    line_break: "Use uma única linha, sem quebras de linha.",
    invisible_char: publicInvisibleChar.pt,
    invalid_phone: "Telefone inválido: use algarismos, com DDD, como (85) 99999-0000.",
    cv_required: "Anexe o seu currículo em PDF.",
    cv_type: "O currículo deve ser um arquivo PDF.",
    cv_damaged:
      "Este PDF não pôde ser aceito: contém ações, scripts ou anexos, pede senha para abrir ou está danificado. Envie o PDF salvo novamente, sem anexos nem ações.",
    cv_busy:
      "Muitos currículos estão sendo verificados agora e esta candidatura não foi guardada. Envie-a de novo em alguns segundos.",
    cv_size: "O currículo deve ter menos de 10 MB.",
    consent_required: "Para enviar a candidatura, concorde com o uso dos seus dados descrito acima.",
  },
  en: {
    required: "Field required",
    invalid_email: "Invalid e-mail.",
    too_long: "Text too long.",
    line_break: "Use a single line, without line breaks.",
    invisible_char: publicInvisibleChar.en,
    invalid_phone: "Invalid phone number: use digits, with the area code, such as (85) 99999-0000.",
    cv_required: "Attach your CV as a PDF.",
    cv_type: "The CV must be a PDF file.",
    cv_damaged:
      "This PDF could not be accepted: it holds actions, scripts or attachments, needs a password to open, or is damaged. Send the PDF saved again, without attachments or actions.",
    cv_busy: "Many CVs are being checked right now and this application was not kept. Send it again in a few seconds.",
    cv_size: "The CV must be under 10 MB.",
    consent_required: "To send the application, agree to the use of your data described above.",
  },
  es: {
    required: "Campo obligatorio.",
    invalid_email: "Correo electrónico no válido.",
    too_long: "Texto demasiado largo.",
    line_break: "Usa una sola línea, sin saltos de línea.",
    invisible_char: publicInvisibleChar.es,
    invalid_phone: "Teléfono no válido: usa números, con el código de área, como (85) 99999-0000.",
    cv_required: "Adjunta tu currículum en PDF.",
    cv_type: "El currículum debe ser un archivo PDF.",
    cv_damaged:
      "Este PDF no pudo aceptarse: contiene acciones, scripts o adjuntos, pide contraseña para abrirse o está dañado. Envía el PDF guardado de nuevo, sin adjuntos ni acciones.",
    cv_busy: "Se están verificando muchos currículos ahora y esta candidatura no se guardó. Envíala de nuevo en unos segundos.",
    cv_size: "El currículum debe tener menos de 10 MB.",
    consent_required: "Para enviar la candidatura, acepta el uso de tus datos descrito arriba.",
  },
};
