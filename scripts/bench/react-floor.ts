/**
 * React's floor for one page, for `npm run bench:web`: a plain node:http server that renders the
 * page's own markup as a tree of React elements (no components, hooks, data, router or
 * middleware: nothing of ours) with the renderer the site uses, beside the same bytes from memory.
 * No render of that page with React can be cheaper than this one.
 *
 * Run as a child: `node --import tsx react-floor.ts <page.html>`; prints {"port": n} when listening.
 * Answers GET /render and GET /static.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { JSDOM } from "jsdom";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";

/** HTML attribute names whose React prop is spelled otherwise (the ones the site's pages use). */
const propNames: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  crossorigin: "crossOrigin",
  "http-equiv": "httpEquiv",
  charset: "charSet",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  enctype: "encType",
  novalidate: "noValidate",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  viewbox: "viewBox",
  inputmode: "inputMode",
  datetime: "dateTime",
  hreflang: "hrefLang",
  readonly: "readOnly",
  playsinline: "playsInline",
  spellcheck: "spellCheck",
};

function styleObject(css: string): Record<string, string> {
  const entries = css
    .split(";")
    .filter((d) => d.includes(":"))
    .map((d) => {
      const at = d.indexOf(":");
      const name = d.slice(0, at).trim();
      return [
        name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
        d.slice(at + 1).trim(),
      ];
    });
  return Object.fromEntries(entries);
}

function toElement(node: Node, key?: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const name = element.localName;
  const props: Record<string, unknown> = { key };
  for (const attr of Array.from(element.attributes)) {
    props[propNames[attr.name] ?? attr.name] = attr.name === "style" ? styleObject(attr.value) : attr.value;
  }
  if (name === "script" || name === "style") {
    props.dangerouslySetInnerHTML = { __html: element.textContent };
    return createElement(name, props);
  }
  const children = Array.from(element.childNodes, (child, i) => toElement(child, i)).filter((c) => c !== null);
  return createElement(name, props, ...children);
}

const html = readFileSync(process.argv[2]!, "utf8");
const tree = toElement(new JSDOM(html).window.document.documentElement);
const utf8 = new TextEncoder();
const stored = utf8.encode(html);

const server = createServer((req, res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(req.url === "/render" ? utf8.encode("<!DOCTYPE html>" + renderToString(tree)) : stored);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
