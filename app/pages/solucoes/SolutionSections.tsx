import { librasAttrs } from "../../accessibility/libras-attrs";
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
 * reads 'Acessar' and opens the solution in a new tab when it has a link; otherwise the section
 * ends with the words 'Em Breve Disponível' as a plain line, not a control: an inactive grey
 * button looked like something broken (issue 26, ADR 0034).
 */
export function SolutionSections({ solutions, strings }: { solutions: SolucoesData["solutions"]; strings: SolucoesStrings }) {
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
            // Not a control: a plain line with a clock, so it does not read as a greyed-out button (issue 26).
            <p className="solution__soon">
              <UiIcon name="clock" size={20} />
              {strings.comingSoon}
            </p>
          )}
        </SplitSection>
      ))}
    </>
  );
}
