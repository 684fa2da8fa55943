import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./entry.server";

/** Runs `chunks` through the rewrite and returns what comes out. */
async function rewrite(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c))).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("takes out every modulepreload link and leaves the rest as it was", async () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/></head><body>modulepreload <script type="module">import "/a.js"</script></body>';
    expect(await rewrite([html])).toBe(
      '<head><link rel="stylesheet" href="/s.css"/></head><body>modulepreload <script type="module">import "/a.js"</script></body>',
    );
  });

  it("catches a link split across chunks at every position", async () => {
    const html = '<p>x</p><link rel="modulepreload" href="/a.js"/><link rel="icon" href="/i.svg"/><p>y</p>';
    for (let cut = 1; cut < html.length; cut++) {
      expect(await rewrite([html.slice(0, cut), html.slice(cut)])).toBe('<p>x</p><link rel="icon" href="/i.svg"/><p>y</p>');
    }
  });

  it("keeps a multi-byte character split across chunks whole", async () => {
    const bytes = Buffer.from('Inovação <link rel="modulepreload" href="/ç.js"/> ¿Trabaja?');
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe("Inovação  ¿Trabaja?");
    }
  });

  it("gives back what it held when the page ends", async () => {
    expect(await rewrite(['<p>end</p><link rel="module'])).toBe('<p>end</p><link rel="module');
    expect(await rewrite(['<p>end</p><link rel="modulepreload" href="/a'])).toBe('<p>end</p><link rel="modulepreload" href="/a');
  });
});
