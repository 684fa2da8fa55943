/**
 * The contract of the files in `content/`. Every file is validated against these schemas on
 * import; a failure names the file, the field path and the problem.
 *
 * Conventions:
 * - `Localized` text holds pt, en and es values, all required and non-empty.
 * - `image.file` is a logical media name ("areas/realidade-aumentada"), resolved through
 *   `content/media/manifest.json` to fingerprinted files made by `npm run media:generate`.
 * - `libras` is a logical clip name ("areas/realidade-aumentada"); clips are generated samples.
 * - Rich text (a few fields, marked) may contain <p>, <strong>, <em>, <ul>, <li>, <a href>; it is
 *   sanitised on the server before it is stored.
 */
import { z } from "zod";
import { findForbiddenChar, normalizeNewlines } from "../text/control-chars";
import { schemaTextMessages } from "../text/hygiene-strings";
import { withEditorMeta } from "./editor-meta";
import { checkItemKey } from "./item-key";
import { jobAreas, regimes, workModes } from "./job-areas";

/**
 * Every string of content holds no forbidden character (common/text/control-chars.ts: controls
 * other than tab and line breaks, DEL, lone surrogates, U+FFFE/U+FFFF); line endings become LF.
 * Refused here, so the import, the editor and the content service all refuse them.
 */
const clean = <S extends z.ZodString | z.ZodURL | z.ZodEmail>(schema: S): S =>
  schema.check(
    z.overwrite((value: string) => normalizeNewlines(value)),
    z.superRefine((value: string, ctx) => {
      const found = findForbiddenChar(value);
      if (found)
        ctx.addIssue({
          code: "custom",
          message: schemaTextMessages.invisibleChar(found.codePoint, found.position),
          input: value,
        });
    }),
  ) as S;

const text = clean(z.string().trim().min(1));

export const localized = z.strictObject({ pt: text, en: text, es: text });
export type Localized = z.infer<typeof localized>;
/** pt/en/es rich text (sanitised HTML); validated like any Localized text. */
const richText = withEditorMeta(localized, { kind: "rich-text" });

const mediaName = z.string().regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, "use lowercase words joined by '-' and '/'");

export const image = withEditorMeta(z.strictObject({ file: mediaName, alt: localized }), { kind: "image" });
export type ImageRef = z.infer<typeof image>;

const librasClip = withEditorMeta(mediaName, { kind: "clip" });
const url = clean(z.url());

/**
 * An item's address key (an opening's): the one rule of common/content/item-key.ts, so a key the
 * import or the editor accepts is one every page, preview and route can open.
 */
export const itemKey = z.string().check(
  z.superRefine((value: string, ctx) => {
    const problem = checkItemKey(value);
    if (problem) ctx.addIssue({ code: "custom", message: schemaTextMessages.itemKey(problem, value), input: value });
  }),
);
const isoDate = z.iso.date();

export const area = z.strictObject({
  id: z.number().int().min(1),
  slug: mediaName,
  title: localized,
  description: localized,
  image,
  libras: librasClip.optional(),
});

export const researcher = z.strictObject({
  name: text,
  institution: text,
  role: localized,
  photo: image.optional(),
});

export const publication = z.strictObject({
  id: text,
  title: localized,
  institution: text,
  event: localized,
  researchers: text,
  year: z.number().int().min(2014).max(2019),
  link: url,
  libras: librasClip.optional(),
});

export const research = z.strictObject({
  id: z.string().regex(/^pesquisa\d+$/),
  areas: z.array(z.number().int()).min(1),
  title: localized,
  summary: localized,
  image: image.optional(),
  researchers: z.array(researcher).min(1),
  publications: z.array(publication),
  libras: librasClip.optional(),
});

export const solution = z.strictObject({
  id: z.number().int(),
  slug: mediaName,
  title: localized,
  description: localized,
  botText: localized,
  botRoute: clean(z.string()).optional(),
  image: image.optional(),
  link: url.nullable(),
  libras: librasClip.optional(),
});

/** A dated story with a picture and a link: a news item or a social action (told apart by the id). */
const story = (id: RegExp) =>
  z.strictObject({
    id: z.string().regex(id),
    date: isoDate,
    title: localized,
    summary: localized,
    image,
    url: clean(z.string().min(1)),
    libras: librasClip.optional(),
  });

export const newsItem = story(/^noticia\d+$/);

export const newsHighlight = z.strictObject({
  href: url,
  /**
   * When the highlight leaves the home page by itself: an ISO date-time with its offset
   * ("2026-12-19T23:59:00-03:00"). From that instant the home page shows no highlight (nothing in
   * its place); absent, it stays until an editor changes it. The editor's calendar writes it.
   */
  endsAt: z.iso.datetime({ offset: true }).optional(),
  title: localized,
  description: localized,
  images: z.strictObject({
    pt: z.strictObject({ desktop: image, mobile: image }),
    en: z.strictObject({ desktop: image, mobile: image }),
    es: z.strictObject({ desktop: image, mobile: image }),
  }),
});

export const socialAction = story(/^acaosocial\d+$/);

export const award = z.strictObject({
  id: z.string().regex(/^premiacao\d+$/),
  year: z.number().int(),
  title: localized,
  description: localized,
  image,
  libras: librasClip.optional(),
});

export const partners = z.strictObject({
  sessionTitle: localized,
  supportText: localized,
  libras: librasClip.optional(),
  partners: z.array(z.strictObject({ id: mediaName, name: text, url, logo: image })).min(1),
});

export const about = z.strictObject({
  sessionTitle: localized,
  supportText: richText,
  buttonLink: clean(z.string().min(1)),
  brand: image,
  libras: librasClip.optional(),
});

export const release = z.strictObject({
  id: text,
  title: localized,
  paragraphs: z.array(localized).length(2),
  downloadReleaseLabel: localized,
  downloadLogosLabel: localized,
  image,
  libras: librasClip.optional(),
});

export const benefit = z.strictObject({
  id: z.number().int(),
  title: localized,
  description: localized,
  image,
  libras: librasClip.optional(),
});

export const vacancy = z.strictObject({
  /** The public id; ids may repeat (e.g. two openings with id "49"). */
  id: z.string().regex(/^\d+$/),
  /** Unique, stable key used in URLs and anchors (common/content/item-key.ts). */
  key: itemKey,
  visible: z.boolean(),
  title: localized,
  place: z.literal("Fortaleza - CE"),
  regime: z.enum(regimes),
  /** Area of the opening, e.g. "Desenvolvimento mobile"; also used by the job filter. */
  area: z.enum(jobAreas),
  areas: localized,
  education: localized,
  requirements: z.array(localized).min(1),
  desirable: z.array(localized),
  activities: z.array(localized).min(1),
  /** The pay or grant, in words (amount, period, hours): what a candidate weighs first. */
  pay: localized.optional(),
  workMode: z.enum(workModes).optional(),
  /** The selection's steps, in order. */
  selectionSteps: z.array(localized).optional(),
  /** The accommodations the selection offers (a Libras interpreter, extra time, formats). */
  accommodations: localized.optional(),
  /** The day the opening was posted (its JobPosting's datePosted). */
  datePosted: isoDate,
  /**
   * The last day it takes applications, in Fortaleza's time; the day after, it leaves the site by
   * itself (common/content/openings.ts). Absent: open until unpublished.
   */
  closingDate: isoDate.optional(),
  libras: librasClip.optional(),
});

/** A gallery photo; the caption (short, per language) shows under the picture in "Nosso dia a dia". */
export const galleryPhoto = z.strictObject({ id: z.number().int(), caption: localized.optional(), image });

export const homeSection = z.strictObject({
  id: z.number().int(),
  title: localized,
  description: localized,
  buttonText: localized,
  route: z.enum(["institucional", "atuacao", "solucoes"]),
  image,
  libras: librasClip.optional(),
});

export const pageIntro = z.strictObject({
  title: localized,
  text: richText,
  libras: librasClip.optional(),
});

export const pages = z.strictObject({
  home: pageIntro,
  institucional: pageIntro,
  atuacao: pageIntro,
  solucoes: pageIntro,
  trabalhe: pageIntro,
  contato: pageIntro,
  jobTeaser: pageIntro,
  welcomeNotification: z.strictObject({ text: localized, href: url }),
});

export const shortcut = z.strictObject({
  id: z.string().regex(/^atalho[1-9]$/),
  title: localized,
  description: localized,
  libras: librasClip.optional(),
});

export const site = z.strictObject({
  name: text,
  legalName: text,
  address: z.strictObject({
    street: text,
    complement: localized,
    district: text,
    city: text,
    region: text,
    postalCode: text,
    country: text,
  }),
  phone: text,
  email: clean(z.email()),
  mailboxes: z.array(z.strictObject({ id: mediaName, label: localized, email: clean(z.email()) })).length(3),
  /** Information Technology's address, for the staff (the colaborador page); HR's is APPLICATIONS_INBOX. */
  itEmail: clean(z.email()),
  social: z.array(z.strictObject({ network: mediaName, name: text, url })).length(4),
  links: z.strictObject({
    dal: url,
    selectionProcess: url,
    coursesSite: url,
    professionalNetwork: url,
    maps: url,
    learningPlatform: url,
  }),
  claims: z.strictObject({
    studentApproval: z.literal("93%"),
    bilingualHours: z.literal(1000),
    courses: z.literal(17),
  }),
});

export const chatQuestion = z.strictObject({
  id: mediaName,
  /** 1-4: the question is one of the four option buttons, in this order. */
  option: z.number().int().min(1).max(4).optional(),
  /** Phrasings a visitor might type, per language; the first is the button text. */
  phrasings: z.strictObject({
    pt: z.array(text).min(1),
    en: z.array(text).min(1),
    es: z.array(text).min(1),
  }),
  /** May contain markers: [link:/portal/trabalhe|text], [videolibras:name], [opcaoacao], [selecionartutor]. */
  answer: localized,
  libras: librasClip.optional(),
});

export const inappropriateWords = z.array(text).min(1);
