import { useSyncExternalStore } from "react";
import { isFirefox, shortcutLabels, type ShortcutTarget } from "../../../common/a11y/shortcuts";
import type { AccessibilityPageProps } from "./AccessibilityPage";

type Data = AccessibilityPageProps["loaderData"];

export interface ShortcutKeysProps {
  items: Array<Pick<Data["items"][number], "id" | "title" | "target">>;
  keys: Data["text"]["keys"];
}

/**
 * The shortcuts' keys in both conventions, the visitor's browser's first: an island
 * (docs/decisions/0031), since the browser is known only in the browser (useFirefox).
 */
export function ShortcutKeys({ items, keys }: ShortcutKeysProps) {
  const firefox = useFirefox();
  return (
    <dl className="a11y-keys-list">
      {items.map((item) => (
        <div key={item.id} className="a11y-keys-list__row" data-shortcut-row={item.target}>
          <dt>{item.title}</dt>
          <dd>
            <span className="a11y-keys-list__browser">{firefox ? keys.firefox : keys.browsers}: </span>
            <Keys labels={shortcutLabels(item.target as ShortcutTarget, firefox)} or={keys.or} />
          </dd>
          <dd>
            <span className="a11y-keys-list__browser">{firefox ? keys.browsers : keys.firefox}: </span>
            <Keys labels={shortcutLabels(item.target as ShortcutTarget, !firefox)} or={keys.or} />
          </dd>
        </div>
      ))}
    </dl>
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

/** True in Firefox, where the shortcuts take Alt+Shift; false during server rendering and hydration. */
function useFirefox(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isFirefox(navigator.userAgent),
    () => false,
  );
}
const noSubscription = () => () => {};
