/**
 * The content files as the bot reads them, for the question-set test and the benchmark (the
 * server reads the same data from the content store after an import).
 */
import areas from "../../../content/areas.json";
import benefits from "../../../content/benefits.json";
import questions from "../../../content/chat/questions.json";
import research from "../../../content/research.json";
import site from "../../../content/site.json";
import solutions from "../../../content/solutions.json";
import vacancies from "../../../content/vacancies.json";
import type { KnowledgeContent } from "./documents";

export const contentFromFiles: KnowledgeContent = {
  chatQuestions: questions,
  vacancies,
  research,
  areas,
  solutions,
  benefits,
  site,
} as KnowledgeContent;
