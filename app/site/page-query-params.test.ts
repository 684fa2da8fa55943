import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECT_PARAM, PAGE_QUERY_PARAMS, portalPath } from "../../common/paths";
import { AREAS_PARAM, FORM_FIELD, FORM_MARKER } from "../pages/atuacao/area-filter";
import { JOB_FORM_MARKER } from "../pages/trabalhe/job-filter";

describe("PAGE_QUERY_PARAMS", () => {
  it("holds every parameter each page reads (the server drops the others)", () => {
    expect(PAGE_QUERY_PARAMS[portalPath("atuacao")]).toEqual(expect.arrayContaining([AREAS_PARAM, FORM_FIELD, FORM_MARKER[0]]));
    expect(PAGE_QUERY_PARAMS[portalPath("trabalhe")]).toEqual(expect.arrayContaining(["area", "regime", JOB_FORM_MARKER[0]]));
    expect(PAGE_QUERY_PARAMS[portalPath("contato")]).toEqual([CONTACT_SUBJECT_PARAM]);
  });
});
