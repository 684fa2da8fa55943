/** The option questions and "Other subjects" (which starts the e-mail flow). */
import type { MessageContext } from "./context";
import { ChoiceButton } from "./ChoiceButton";

export function OptionList({ ctx }: { ctx: MessageContext }) {
  const { s, info, filter, actions } = ctx;
  return (
    <ul className="chat-choices" aria-label={s.options}>
      {(info?.options ?? []).map((o, i) => (
        <li key={o.option}>
          <ChoiceButton first={i === 0} onClick={() => actions.pickOption(o.text)}>
            {filter.clean(o.text)}
          </ChoiceButton>
        </li>
      ))}
      <li>
        <ChoiceButton first={!info} variant="other" onClick={actions.startEmail}>
          {s.otherSubjects}
        </ChoiceButton>
      </li>
      {info ? null : <li className="chat-note">{s.optionsUnavailable}</li>}
    </ul>
  );
}
