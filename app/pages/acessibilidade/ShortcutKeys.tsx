import { shortcutLabels, type ShortcutTarget } from "../../../common/a11y/shortcuts";
import { browserFirstScript } from "../../site/first-paint";
import { useRoot } from "../../site/site-context";
import type { AccessibilityPageProps } from "./AccessibilityPage";

type Data = AccessibilityPageProps["loaderData"];

export interface ShortcutKeysProps {
  items: Array<Pick<Data["items"][number], "id" | "title" | "target">>;
  keys: Data["text"]["keys"];
}

/**
 * The shortcuts' keys in both conventions, server HTML: the other browsers' first, and in Firefox
 * its own first, moved by a line of inline script before the first paint (`browserFirstScript`;
 * docs/decisions/0046: a React island for this loaded React with the page).
 */
export function ShortcutKeys({ items, keys }: ShortcutKeysProps) {
  const { nonce } = useRoot();
  return (
    <>
      <dl className="a11y-keys-list">
        {items.map((item) => (
          <div key={item.id} className="a11y-keys-list__row" data-shortcut-row={item.target}>
            <dt>{item.title}</dt>
            <dd>
              <span className="a11y-keys-list__browser">{keys.browsers}: </span>
              <Keys labels={shortcutLabels(item.target as ShortcutTarget, false)} or={keys.or} />
            </dd>
            <dd>
              <span className="a11y-keys-list__browser">{keys.firefox}: </span>
              <Keys labels={shortcutLabels(item.target as ShortcutTarget, true)} or={keys.or} />
            </dd>
          </div>
        ))}
      </dl>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: browserFirstScript }} />
    </>
  );
}

function Keys({ labels, or }: { labels: string[]; or: string }) {
  return (
    <>
      {labels.map((label, index) => (
        <span key={label}>
          {index > 0 ? ` ${or} ` : null}
          <kbd>{label}</kbd>
        </span>
      ))}
    </>
  );
}
