import { describe, expect, it } from "vitest";
import { contactErrorMessages } from "./messages";
import { isValidContactEmail, requiredFieldMissing, validateContact, validateStuartContact } from "./schema";

const valid = { name: "Ana", email: "ana@lead.example", subject: "Parceria", message: "" };

describe("the e-mail rule", () => {
  it.each(["a@b.co", "ana.maria@lead.example", "x@sub.domain.br", "a+b@c.d.e", "o'neil@lead.example"])("accepts %s", (email) => {
    expect(isValidContactEmail(email)).toBe(true);
  });
  it.each([
    ["no @", "ana.lead.example"],
    ["nothing before @", "@lead.example"],
    ["under 3 after @", "a@b."],
    ["two characters after @", "a@bc"],
    ["a second @", "a@b@c.com"],
    ["a space", "ana maria@lead.example"],
    ["no dot in the domain", "ana@leadexample"],
    ["a dot first in the domain", "ana@.lead.example"],
    ["a dot last in the domain", "ana@lead.example."],
    ["a comma (a second address in Reply-To)", "x@evil.com,y"],
    ["a semicolon", "x@evil.com;y@evil.com"],
    ["angle brackets", "Ana <ana@lead.example>"],
    ["an angle bracket alone", "ana@lead.example>"],
    ["a tab", "ana\t@lead.example"],
    ["a no-break space", "ana\u00a0@lead.example"],
    ["a zero-width space", "ana\u200b@lead.example"],
    ["a double quote", '"ana"@lead.example'],
  ])("refuses %s", (_why, email) => {
    expect(isValidContactEmail(email)).toBe(false);
  });
});

describe("validateContact", () => {
  it("accepts the three required fields and no message or file", () => {
    expect(validateContact(valid)).toEqual({ ok: true, value: { ...valid, attachments: [] } });
  });

  it("treats whitespace-only as empty and reports only 'required' for an empty e-mail", () => {
    const result = validateContact({ name: "  ", email: "\t ", subject: "" });
    expect(result).toEqual({ ok: false, errors: { name: ["required"], email: ["required"], subject: ["required"] } });
    expect(requiredFieldMissing(result.ok ? {} : result.errors)).toBe(true);
  });

  it("reports an invalid e-mail and no required-field notice", () => {
    const result = validateContact({ ...valid, email: "ana@lead" });
    expect(result).toEqual({ ok: false, errors: { email: ["invalid_email"] } });
    expect(requiredFieldMissing(result.ok ? {} : result.errors)).toBe(false);
  });

  it("refuses CR or LF in name, e-mail and subject (header injection) but allows them in the message", () => {
    const result = validateContact({
      name: "Ana\r\nBcc: x@evil.example",
      email: "ana@lead.example\nBcc: x@evil.example",
      subject: "Oi\r\nBcc: x@evil.example",
      message: "linha 1\r\nlinha 2",
    });
    expect(validateContact({ ...valid, message: "linha 1\r\nlinha 2" })).toMatchObject({
      ok: true,
      value: { message: "linha 1\nlinha 2" },
    });
    expect(result).toEqual({ ok: false, errors: { name: ["line_break"], email: ["line_break"], subject: ["line_break"] } });
  });

  it("limits lengths", () => {
    expect(validateContact({ ...valid, subject: "x".repeat(151) })).toEqual({ ok: false, errors: { subject: ["too_long"] } });
    expect(validateContact({ ...valid, message: "x".repeat(5001) })).toEqual({ ok: false, errors: { message: ["too_long"] } });
  });

  it("accepts JPEG and MP4 under 25,000,000 bytes and nothing else", () => {
    const file = (type: string | null, size: number) => ({ filename: "f", type, size });
    expect(validateContact({ ...valid, attachments: [file("image/jpeg", 24_999_999), file("video/mp4", 1)] }).ok).toBe(true);
    expect(validateContact({ ...valid, attachments: [file("image/jpeg", 25_000_000)] })).toEqual({
      ok: false,
      errors: { attachments: ["file_size"] },
    });
    expect(validateContact({ ...valid, attachments: [file("text/html", 10)] })).toEqual({
      ok: false,
      errors: { attachments: ["file_type"] },
    });
    expect(validateContact({ ...valid, attachments: [file(null, 10)] })).toEqual({
      ok: false,
      errors: { attachments: ["file_type"] },
    });
    expect(validateContact({ ...valid, attachments: Array.from({ length: 6 }, () => file("image/jpeg", 1)) })).toEqual({
      ok: false,
      errors: { attachments: ["too_many_files"] },
    });
  });
});

describe("validateStuartContact", () => {
  it("requires name, a valid e-mail, a message and a receiver", () => {
    expect(validateStuartContact({ receiver: "contato", name: "Ana", email: "ana@lead.example", message: "Oi" }).ok).toBe(true);
    expect(validateStuartContact({ receiver: "", name: "", email: "x", message: " " })).toEqual({
      ok: false,
      errors: { receiver: ["required"], name: ["required"], email: ["invalid_email"], message: ["required"] },
    });
  });
});

describe("messages", () => {
  it("keeps the product's exact texts", () => {
    expect(contactErrorMessages.pt.required).toBe("Campo obrigatório.");
    expect(contactErrorMessages.en.required).toBe("Field required");
    expect(contactErrorMessages.pt.invalid_email).toBe("E-mail inválido.");
    expect(contactErrorMessages.en.invalid_email).toBe("Invalid e-mail.");
    expect(contactErrorMessages.en.file_type).toBe("Invalid file type - Accepted types: JPEG, MP4.");
    expect(contactErrorMessages.en.file_size).toBe("Exceeded file size - 25mb.");
  });
});
