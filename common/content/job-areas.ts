/** The areas a job opening belongs to: the content schema checks them, the job filter offers them. */
export const jobAreas = [
  "development",
  "design",
  "quality",
  "accessibility",
  "hardware",
  "management",
  "education",
  "security",
  "architecture",
  "analysis",
] as const;
export type JobArea = (typeof jobAreas)[number];

/** The contract types of an opening. */
export const regimes = ["CLT", "Bolsa"] as const;
export type Regime = (typeof regimes)[number];

/** Where the work happens: at the centre, partly remote, or remote. */
export const workModes = ["onsite", "hybrid", "remote"] as const;
export type WorkMode = (typeof workModes)[number];
