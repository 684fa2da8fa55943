import { librasAttrs } from "../../accessibility/libras-attrs";
import { ActionButton } from "../../components/ActionButton";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import { SplitSection } from "../../components/SplitSection";
import type { SolucoesData } from "./solucoes.server";
import type { SolucoesStrings } from "./strings";
import "./solucoes.css";

/**
 * One alternating section per solution (even index: image left; odd: image right). The button
 * reads 'Acessar' and opens the solution in a new tab when it has a link; otherwise it reads
 * 'Em Breve Disponível' and is inactive (aria-disabled, does nothing), per the button rule.
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
          <ActionButton target={solution.link} className="solution__button">
            {solution.link ? strings.access : strings.comingSoon}
            <span className="visually-hidden">: {solution.title}</span>
          </ActionButton>
        </SplitSection>
      ))}
    </>
  );
}
