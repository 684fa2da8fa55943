/** The first message (type messageOption): the greeting and, while it is the newest, the options. */
import type { MessageProps } from "./context";
import { OptionList } from "./OptionList";
import { Said } from "./Said";

export function GreetingMessage({ isLast, ctx }: MessageProps) {
  return (
    <>
      <Said who={ctx.s.stuart}>{ctx.s.greeting}</Said>
      {isLast ? <OptionList ctx={ctx} /> : null}
    </>
  );
}
