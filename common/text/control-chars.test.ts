/**
 * The one character rule (issue 33): what is forbidden, where it is said to be, and the public
 * forms (contact, the chat's e-mail, applications, job alerts) refusing it with their own message
 * in the visitor's language, single-line and multi-line fields alike.
 */
import { describe, expect, it } from "vitest";
import { validateContact, validateStuartContact } from "../contact/schema";
import { contactErrorMessages } from "../contact/messages";
import { validateApplication } from "../applications/schema";
import { applicationErrorMessages } from "../applications/messages";
import { checkAlertRequest } from "../alerts/schema";
import { alertErrorMessages } from "../alerts/messages";
import { escapeHtml, escapeText } from "./escape";
import {
  findForbiddenChar,
  hasForbiddenChar,
  headerText,
  normalizeNewlines,
  stripForbiddenChars,
  stripForbiddenDeep,
} from "./control-chars";

const forbidden = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => !"\t\n\r".includes(c)),
  "\u007f",
  "\ufffe",
  "\uffff",
  // Never a high half right before a low one: that would be a pair, a letter.
  "\udc00",
  "\udfff",
  "\ud800",
  "\udbff",
];
const allowed = ["\t", "\n", "\r", " ", "é", "\u00a0", "\u0085", "\u2028", "\ufeff", "\ufffd", "😀", "🧑‍💻", "\ud83d\ude00"];

describe("the character rule", () => {
  it("forbids C0 controls but tab and line breaks, DEL, U+FFFE/U+FFFF and lone surrogates", () => {
    expect(forbidden).toHaveLength(29 + 1 + 2 + 4);
    for (const c of forbidden) expect(hasForbiddenChar(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const c of allowed) expect(hasForbiddenChar(`a${c}b`), JSON.stringify(c)).toBe(false);
    // A surrogate pair split and reversed is two lone halves.
    expect(hasForbiddenChar("\ude00\ud83d")).toBe(true);
  });

  it("says where the first one is, counting characters as a person does", () => {
    expect(findForbiddenChar("Analista\u000bde dados")).toEqual({ index: 8, position: 9, codePoint: "U+000B" });
    expect(findForbiddenChar("😀😀\u0001")).toEqual({ index: 4, position: 3, codePoint: "U+0001" });
    expect(findForbiddenChar("x\ud800")).toEqual({ index: 1, position: 2, codePoint: "U+D800" });
    expect(findForbiddenChar("tudo certo\n\t😀")).toBeNull();
  });

  it("strips them on the way out, and line breaks leave header texts", () => {
    const dirty = `Vaga${forbidden.join("")}\t😀\r\nfim`;
    expect(stripForbiddenChars(dirty)).toBe("Vaga\t😀\r\nfim");
    expect(headerText(dirty)).toBe("Vaga 😀 fim");
    expect(normalizeNewlines("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    expect(stripForbiddenDeep({ a: ["x\u0001", { b: "\uffffy" }], n: 1, t: true, z: null })).toEqual({
      a: ["x", { b: "y" }],
      n: 1,
      t: true,
      z: null,
    });
  });

  it("the one escaper drops them from HTML and XML whatever it is given", () => {
    expect(escapeHtml(`<b a="1">\u0001Tom & Jerry's\u001b</b>\ufffe`)).toBe(
      "&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;",
    );
    expect(escapeText("a\u000b<b>")).toBe("a&lt;b&gt;");
  });
});

describe("the public forms refuse them in their visitor's language", () => {
  const contact = { name: "Ana Souza", email: "ana@lead.example", subject: "Visita", message: "Olá" };
  const stuart = { receiver: "contato", name: "Ana Souza", email: "ana@lead.example", message: "Olá" };
  const application = {
    name: "Ana Souza",
    email: "ana@lead.example",
    phone: "(85) 99999-0000",
    cv: { filename: "cv.pdf", type: "application/pdf", size: 1000 },
    message: "Olá",
    accommodations: "",
    consent: "sim",
  };

  it("in every text field, single-line and multi-line, with the field named and nothing else said", () => {
    for (const bad of ["\u0000", "\u000b", "\u001b", "\u007f", "\ufffe", "\ud800"]) {
      for (const field of ["name", "email", "subject", "message"] as const) {
        expect(validateContact({ ...contact, [field]: `Ana${bad}x` }), `contact ${field} ${JSON.stringify(bad)}`).toEqual({
          ok: false,
          errors: { [field]: ["invisible_char"] },
        });
      }
      for (const field of ["name", "email", "message"] as const) {
        expect(validateStuartContact({ ...stuart, [field]: `Ana${bad}x` })).toEqual({
          ok: false,
          errors: { [field]: ["invisible_char"] },
        });
      }
      for (const field of ["name", "email", "message", "accommodations"] as const) {
        expect(validateApplication({ ...application, [field]: `Ana${bad}x` }), `application ${field}`).toEqual({
          ok: false,
          errors: { [field]: ["invisible_char"] },
        });
      }
      // A phone number with a control in it is also not a phone number.
      expect(validateApplication({ ...application, phone: `85 9999${bad}0000` })).toMatchObject({
        ok: false,
        errors: { phone: expect.arrayContaining(["invisible_char"]) as unknown },
      });
      expect(checkAlertRequest({ email: `ana${bad}@lead.example`, areas: ["design"], lang: "pt", consent: "sim" })).toEqual({
        ok: false,
        errors: { email: ["invisible_char"] },
      });
    }
  });

  it("keeps line breaks apart: refused in one line (header injection), normalised in a message", () => {
    expect(validateContact({ ...contact, subject: "Oi\r\nBcc: x@evil.example" })).toEqual({
      ok: false,
      errors: { subject: ["line_break"] },
    });
    expect(validateContact({ ...contact, message: "linha 1\r\nlinha 2\rlinha 3\tfim" })).toMatchObject({
      ok: true,
      value: { message: "linha 1\nlinha 2\nlinha 3\tfim" },
    });
  });

  it("says so in pt, en and es", () => {
    for (const table of [contactErrorMessages, applicationErrorMessages, alertErrorMessages]) {
      expect(table.pt.invisible_char).toMatch(/^Este campo contém um caractere invisível não permitido/);
      expect(table.en.invisible_char).toMatch(/^This field contains an invisible character that is not allowed/);
      expect(table.es.invisible_char).toMatch(/^Este campo contiene un carácter invisible no permitido/);
    }
  });
});
