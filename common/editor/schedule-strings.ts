/**
 * The editor's calendar in the staff's two interface languages (Portuguese first): the "Agendar"
 * section of each item's form, the highlight's end field, the history's lines for the
 * scheduler's acts, and the home's list of what is scheduled. Times are Fortaleza's.
 */
import { writtenMoment } from "./schedule-time";

export const scheduleStrings = {
  pt: {
    title: "Agendar",
    intro:
      "Escolha uma data e um horário (horário de Fortaleza) para publicar ou tirar este item do site. O sistema faz a mudança sozinho, em até um minuto.",
    actionLegend: "O que fazer",
    actions: { publish: "Publicar", unpublish: "Tirar do site" },
    actionHints: {
      publish: "Publica a versão mais recente do rascunho nesse momento.",
      unpublish: "O item sai do site nesse momento; as versões ficam guardadas.",
    },
    date: "Data",
    dateHint: "Dia, mês e ano.",
    time: "Horário",
    timeHint: "Horário de Fortaleza, com horas e minutos.",
    submit: "Agendar",
    pendingTitle: "Agendado",
    nonePending: "Nada agendado para este item.",
    pendingLine: (action: "publish" | "unpublish", at: string, by: string) =>
      `${action === "publish" ? "Publicar" : "Tirar do site"} em ${writtenMoment(at, "pt")}, agendado por «${by}»`,
    running: "em andamento",
    cancel: "Cancelar",
    cancelLabel: (line: string) => `Cancelar: ${line}`,
    recentTitle: "Mudanças agendadas recentes",
    recentDone: (action: "publish" | "unpublish", at: string) =>
      `${action === "publish" ? "Publicado" : "Tirado do site"} automaticamente em ${writtenMoment(at, "pt")}.`,
    recentFailed: (action: "publish" | "unpublish", at: string, why: string) =>
      `Não foi possível ${action === "publish" ? "publicar" : "tirar do site"} em ${writtenMoment(at, "pt")}: ${why}`,
    highlightEnd:
      "Para o destaque sair da página inicial, preencha o campo «Termina em» do formulário e publique: o destaque some nesse momento.",
    openingEnd: "Uma vaga sai da lista sozinha depois da data de encerramento; agende uma saída só para tirá-la antes.",
    notices: {
      planned: (at: string) => `Agendado para ${writtenMoment(at, "pt")}.`,
      cancelled: "Agendamento cancelado.",
      gone: "Este agendamento já tinha sido feito ou cancelado.",
    },
    errors: {
      action: "Escolha o que fazer: publicar ou tirar do site.",
      date: "Escreva a data do agendamento, como 19/12/2026.",
      time: "Escreva o horário do agendamento, como 18:30.",
      bad_moment: "Essa data não existe. Confira o dia e o mês.",
      past: "Esse momento já passou. Escolha uma data e um horário no futuro.",
      not_applicable: "Este item não sai do site por agendamento.",
      already_planned: "Essa mudança já está agendada para esse momento.",
      forbidden: "Seu papel não permite agendar mudanças neste tipo de conteúdo.",
      not_found: "Salve o item antes de agendar.",
      unknown_type: "Tipo de conteúdo desconhecido.",
    },
    /** Why a scheduled change did not happen, as its line says. */
    failures: {
      incomplete: "o item estava incompleto (falta texto em alguma língua).",
      forbidden: "a pessoa que agendou não tem mais permissão.",
      not_found: "o item não existe mais.",
      stale: "o item mudou ao mesmo tempo.",
      not_applicable: "não se aplica a este item.",
      error: "houve um erro no servidor.",
      other: "houve um problema.",
    } as Record<string, string>,
    history: {
      "auto-publish": (by: string) => `Publicado automaticamente, agendado por «${by}»`,
      "auto-unpublish": (by: string) => `Tirado do site automaticamente, agendado por «${by}»`,
    },
    historyActions: { "auto-publish": "publicado automaticamente", "auto-unpublish": "tirado do site automaticamente" },
    dashboardTitle: "Agendado",
    dashboardLine: (action: "publish" | "unpublish", title: string, at: string, by: string) =>
      `${action === "publish" ? "Publicar" : "Tirar do site"} «${title}» em ${writtenMoment(at, "pt")} (agendado por «${by}»)`,
    endsAtLabel: "Termina em",
    endsAtHint: "Data e horário de Fortaleza em que o destaque sai da página inicial. Deixe vazio para não terminar.",
    endsAtError: "Escreva a data e o horário do fim, como 19/12/2026 23:59.",
  },
  en: {
    title: "Schedule",
    intro:
      "Choose a date and a time (Fortaleza time) to publish this item or take it off the site. The system makes the change by itself, within a minute.",
    actionLegend: "What to do",
    actions: { publish: "Publish", unpublish: "Take off the site" },
    actionHints: {
      publish: "Publishes the newest version of the draft at that moment.",
      unpublish: "The item leaves the site at that moment; its versions are kept.",
    },
    date: "Date",
    dateHint: "Day, month and year.",
    time: "Time",
    timeHint: "Fortaleza time, hours and minutes.",
    submit: "Schedule",
    pendingTitle: "Scheduled",
    nonePending: "Nothing is scheduled for this item.",
    pendingLine: (action: "publish" | "unpublish", at: string, by: string) =>
      `${action === "publish" ? "Publish" : "Take off the site"} on ${writtenMoment(at, "en")}, scheduled by «${by}»`,
    running: "in progress",
    cancel: "Cancel",
    cancelLabel: (line: string) => `Cancel: ${line}`,
    recentTitle: "Recent scheduled changes",
    recentDone: (action: "publish" | "unpublish", at: string) =>
      `${action === "publish" ? "Published" : "Taken off the site"} automatically on ${writtenMoment(at, "en")}.`,
    recentFailed: (action: "publish" | "unpublish", at: string, why: string) =>
      `Could not ${action === "publish" ? "publish" : "take it off the site"} on ${writtenMoment(at, "en")}: ${why}`,
    highlightEnd:
      "To take the highlight off the home page, fill in the form's “Ends at” field and publish: the highlight disappears at that moment.",
    openingEnd: "An opening leaves the list by itself after its closing date; schedule an end only to take it off earlier.",
    notices: {
      planned: (at: string) => `Scheduled for ${writtenMoment(at, "en")}.`,
      cancelled: "Schedule cancelled.",
      gone: "This scheduled change had already happened or been cancelled.",
    },
    errors: {
      action: "Choose what to do: publish or take off the site.",
      date: "Enter the date of the change, like 19/12/2026.",
      time: "Enter the time of the change, like 18:30.",
      bad_moment: "That date does not exist. Check the day and the month.",
      past: "That moment has passed. Choose a date and a time in the future.",
      not_applicable: "This item does not leave the site by a schedule.",
      already_planned: "That change is already scheduled for that moment.",
      forbidden: "Your role does not allow scheduling changes to this kind of content.",
      not_found: "Save the item before scheduling.",
      unknown_type: "Unknown kind of content.",
    },
    failures: {
      incomplete: "the item was incomplete (a text was missing in a language).",
      forbidden: "the person who scheduled it is no longer allowed to.",
      not_found: "the item no longer exists.",
      stale: "the item changed at the same time.",
      not_applicable: "it does not apply to this item.",
      error: "the server had an error.",
      other: "there was a problem.",
    } as Record<string, string>,
    history: {
      "auto-publish": (by: string) => `Published automatically, scheduled by «${by}»`,
      "auto-unpublish": (by: string) => `Taken off the site automatically, scheduled by «${by}»`,
    },
    historyActions: { "auto-publish": "published automatically", "auto-unpublish": "taken off the site automatically" },
    dashboardTitle: "Scheduled",
    dashboardLine: (action: "publish" | "unpublish", title: string, at: string, by: string) =>
      `${action === "publish" ? "Publish" : "Take off the site"} “${title}” on ${writtenMoment(at, "en")} (scheduled by «${by}»)`,
    endsAtLabel: "Ends at",
    endsAtHint: "Fortaleza date and time at which the highlight leaves the home page. Leave empty for no end.",
    endsAtError: "Enter the date and time of the end, like 19/12/2026 23:59.",
  },
} as const;

export type ScheduleStrings = (typeof scheduleStrings)["pt" | "en"];
