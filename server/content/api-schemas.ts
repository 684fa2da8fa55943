/**
 * The response shapes of the public content API (docs/product.md), as zod schemas.
 * The TypeScript types of server/content/api-shapes.ts are inferred from them, so the mapping
 * cannot drift from the contract at compile time, and the API tests validate real answers with
 * them at run time. Objects are strict: a field the contract does not name fails the check.
 *
 * docs/decisions/0006-content-api-shapes.md says why each shape is as it is.
 */
import { z } from "zod";

export const apiTag = z.enum(["pt-BR", "en-US", "es-ES"]);
export const apiLanguage = z.strictObject({ tag: apiTag });

const text = z.string().trim().min(1);
const extension = z.string().regex(/^[a-z0-9]+$/, "a lowercase extension without the dot");

/** An image: the path under the media base without extension, the extension, and its description. Null when the media set lacks it. */
export const apiImage = z.strictObject({ filename: text, filenameExtension: extension, description: text });
/** A Libras clip; null when the item has none. */
export const apiVideo = z.strictObject({ filename: text, filenameExtension: extension });

const image = apiImage.nullable();
const video = apiVideo.nullable();

export const apiBannerImage = z.strictObject({
  /** The full address of the image (the media base, or a CDN, plus the file). */
  fullPath: text,
  descriptions: z.array(z.strictObject({ field: z.enum(["TITLE", "DESCRIPTION"]), value: text, language: apiLanguage })).min(1),
});
export const apiBanner = z.strictObject({
  id: z.number().int(),
  link: z.url(),
  /** The language this banner is for (its title and link); the images carry no words and may be shared. */
  language: apiLanguage,
  image: apiBannerImage.nullable(),
  mobileImage: apiBannerImage.nullable(),
});

export const apiAbout = z.strictObject({
  id: z.number().int(),
  aboutLanguage: z
    .array(
      z.strictObject({
        languageTag: apiTag,
        language: apiLanguage,
        buttonLink: text,
        brandLead: image,
        videoLibras: video,
        sessionTitle: text,
        /** Sanitised HTML. */
        supportText: text,
      }),
    )
    .length(3),
});

export const apiPartner = z.strictObject({
  id: z.number().int(),
  partnerLanguage: z
    .array(
      z.strictObject({
        language: apiLanguage,
        /** Every partner's logo, with its name and address. */
        brandPartner: z.array(z.strictObject({ id: text, name: text, link: z.url(), image })).min(1),
        videoLibras: video,
        sessionTitle: text,
        supportText: text,
      }),
    )
    .length(3),
});

export const apiAward = z.strictObject({
  id: z.number().int(),
  awardsLanguage: z
    .array(z.strictObject({ language: apiLanguage, image, title: text, description: text, videoLibras: video }))
    .length(3),
});

export const apiNews = z.strictObject({
  id: z.number().int(),
  newsLanguage: z
    .array(z.strictObject({ language: apiLanguage, title: text, image, linkButton: text, videoLibras: video }))
    .length(3),
});

export const apiSocialAction = z.strictObject({
  id: z.number().int(),
  socialActionsLanguage: z
    .array(
      z.strictObject({
        language: apiLanguage,
        /** Used as the title by the client. */
        supportText: text,
        image,
        linkButton: text,
        videoLibras: video,
      }),
    )
    .length(3),
});

export const apiAreaActivity = z.strictObject({
  id: z.number().int(),
  areasActivityLanguage: z.array(z.strictObject({ language: apiLanguage, title: text, image, videoLibras: video })).length(3),
});

export const apiPublication = z.strictObject({
  id: z.number().int(),
  title: text,
  institution: text,
  researcher: text,
  link: z.url(),
  videoLibras: video,
});

export const apiResearch = z.strictObject({
  id: z.number().int(),
  areasActivities: z.array(apiAreaActivity).min(1),
  researchLanguages: z
    .array(z.strictObject({ language: apiLanguage, title: text, summary: text, publications: z.array(apiPublication) }))
    .length(3),
});

export const apiSolution = z.strictObject({
  id: z.number().int(),
  solutionsLanguage: z
    .array(
      z.strictObject({
        language: apiLanguage,
        title: text,
        description: text,
        image,
        /** Null when the solution is not available yet ('Coming Soon'). */
        link: z.url().nullable(),
        videoLibras: video,
      }),
    )
    .length(3),
});

export const apiBenefit = z.strictObject({
  id: z.number().int(),
  benefitsLanguage: z.array(z.strictObject({ language: apiLanguage, title: text, image, videoLibras: video })).length(3),
});

export const apiVacancy = z.strictObject({
  /** A string; ids may repeat (two openings share "49"). */
  id: z.string().regex(/^\d+$/),
  vacancyLanguage: z
    .array(
      z.strictObject({
        language: apiLanguage,
        title: text,
        formation: text,
        /** Plain text, one item a line. */
        requirements: text,
        /** Plain text, one item a line; empty when the opening lists nothing desirable. */
        desirable: z.string(),
        activities: text,
        /** HTML: a list of the centre's benefits. */
        benefits: text,
        footer: text,
        localization: z.literal("Fortaleza - CE"),
        contractingRegime: z.enum(["CLT", "Bolsa"]),
        occupationArea: text,
        videoLibras: video,
      }),
    )
    .length(3),
});

export const apiGalleryPhoto = z.strictObject({ id: z.number().int(), image });

/** Every list endpoint under /api and the schema of one item of its answer. */
export const apiListSchemas = {
  "/banner/all": apiBanner,
  "/about/all": apiAbout,
  "/partner/all": apiPartner,
  "/awards/all": apiAward,
  "/news/all": apiNews,
  "/social-actions/all": apiSocialAction,
  "/areas-activity/all": apiAreaActivity,
  "/research/summary": apiResearch,
  "/solutions/all": apiSolution,
  "/benefits/all": apiBenefit,
  "/vacancy/all/visible": apiVacancy,
  "/gallery-portal/all": apiGalleryPhoto,
} as const;

export type ApiPath = keyof typeof apiListSchemas;
export type ApiItem<P extends ApiPath> = z.infer<(typeof apiListSchemas)[P]>;
export type ApiImage = z.infer<typeof apiImage>;
export type ApiVideo = z.infer<typeof apiVideo>;
export type ApiBannerImage = z.infer<typeof apiBannerImage>;
