import { merged } from "../merge";
import type { Catalogue, Sections } from "../tr";
import * as all from "./sections";

/** The fr sections, each with the keys of the Turkish one (tests/unit/i18n.test.ts). */
export const sections = { ...all } satisfies Sections;

export default merged(sections) satisfies Catalogue;
