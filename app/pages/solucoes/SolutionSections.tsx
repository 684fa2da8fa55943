import { contactWithSubjectHref } from "../../../common/paths";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { useUi } from "../../site/site-context";
import { ActionButton } from "../../components/ActionButton";
import { UiIcon } from "../../components/UiIcon";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import { SplitSection } from "../../components/SplitSection";
import type { SolucoesData } from "./solucoes.server";
import type { SolucoesStrings } from "./strings";
import "./solucoes.css";

/**
 * One alternating section per solution (even index: image left; odd: image right). The button
 * reads 'Acessar' and opens the solution in a new tab when it has a link; otherwise it is the
 * spec's inactive button 'Em Breve Disponível' (aria-disabled, focusable, does nothing), drawn as
 * a status with a clock rather than a greyed-out control, and followed by the next step: a link
 * to the contact form with the subject written (issue 35, ADR 0034).
 */
export function SolutionSections({ solutions, strings }: { solutions: SolucoesData["solutions"]; strings: SolucoesStrings }) {
  const { lang } = useUi();
  return (
    <>
      {solutions.map((solution, index) => (
        <SplitSection
          key={solution.id}
          id={`solucao-${solution.slug}`}
          index={index}
          labelledBy={`solucao-${solution.slug}-titulo`}
          tone={index % 2 === 0 ? "plain" : "sand"}
          className="solution"
          attributes={{ "data-solution": solution.slug, ...librasAttrs(solution.libras, solution.title) }}
          media={
            solution.image ? (
              // The first solution's picture is on a phone's first screen: the page's largest paint.
              <Picture
                image={solution.image}
                sizes="(min-width: 1100px) 500px, (min-width: 800px) 45vw, 92vw"
                priority={index === 0}
              />
            ) : null
          }
        >
          <p className={`solution__status${solution.link ? " solution__status--live" : ""}`}>
            {solution.link ? strings.available : strings.inDevelopment}
          </p>
          <SectionHeader id={`solucao-${solution.slug}-titulo`} title={solution.title} />
          <p className="solution__text">{solution.description}</p>
          {solution.link ? (
            <ActionButton target={solution.link} className="solution__button">
              {strings.access}
              <span className="visually-hidden">: {solution.title}</span>
            </ActionButton>
          ) : (
            <div className="solution__soon">
              <ActionButton target={null} className="solution__soon-button">
                <UiIcon name="clock" size={20} />
                {strings.comingSoon}
                <span className="visually-hidden">: {solution.title}</span>
              </ActionButton>
              <a className="solution__notify" href={contactWithSubjectHref(`${strings.notifySubject}: ${solution.title}`, lang)}>
                {strings.notifyLink}
                <span className="visually-hidden">: {solution.title}</span>
              </a>
            </div>
          )}
        </SplitSection>
      ))}
    </>
  );
}
