/**
 * Runs the question set against a bot: top-1 accuracy per language (the one reply the visitor
 * gets is right when it is in their language, names what the question asked for and links to
 * it) and the answer time of each question. Shared by the test and the benchmark.
 */
import { tokenizeMarkers } from "../../../common/chat/markers";
import { performance } from "node:perf_hooks";
import type { Lang } from "../../../common/i18n/languages";
import type { Bot, BotReply } from "../bot";
import type { SetQuestion } from "./question-set";
import { answerWords } from "./documents";
import { normalize } from "./text";

export function isRight(q: SetQuestion, reply: BotReply): boolean {
  if (reply.kind !== "answer" || reply.lang !== q.lang) return false;
  // The names must be in what the visitor reads, not in a link's address.
  const text = normalize(answerWords(reply.text));
  if (!q.names.every((name) => text.includes(normalize(name)))) return false;
  if (q.link === null) return true;
  const link = q.link;
  return tokenizeMarkers(reply.text).some((t) => t.kind === "link" && t.target.startsWith(link));
}

export interface Evaluation {
  accuracy: Record<Lang, number>;
  total: Record<Lang, number>;
  failures: Array<{ question: SetQuestion; reply: BotReply }>;
  /** Milliseconds per answer, in question order. */
  times: number[];
}

export function evaluate(bot: Bot, questions: readonly SetQuestion[]): Evaluation {
  const right = { pt: 0, en: 0, es: 0 };
  const total = { pt: 0, en: 0, es: 0 };
  const failures: Evaluation["failures"] = [];
  const times: number[] = [];
  for (const q of questions) {
    // The visitor chose another language on the site half of the time: the text must decide.
    const chosen: Lang = times.length % 2 ? q.lang : q.lang === "pt" ? "en" : "pt";
    const start = performance.now();
    const reply = bot.reply(q.text, chosen);
    times.push(performance.now() - start);
    total[q.lang]++;
    if (isRight(q, reply)) right[q.lang]++;
    else failures.push({ question: q, reply });
  }
  const accuracy = {
    pt: right.pt / Math.max(1, total.pt),
    en: right.en / Math.max(1, total.en),
    es: right.es / Math.max(1, total.es),
  };
  return { accuracy, total, failures, times };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
