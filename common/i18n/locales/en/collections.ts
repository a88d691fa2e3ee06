import type { Sections } from "../tr";

export default {
  collections: {
    eyebrow: "Collections",
    title: "Our collections",
    description:
      "Every year a main and a capsule collection for spring–summer and for autumn–winter. Explore the season's fabrics collection by collection.",
    year: "{{year}} collections",
    kind: {
      main: "Main collection",
      capsule: "Capsule",
    },
    season: {
      SS: "Spring–Summer {{year}}",
      AW: "Autumn–Winter {{year}}",
    },
    fabricCount_one: "{{count}} fabric",
    fabricCount_other: "{{count}} fabrics",
    empty: "No collection has been published yet.",
    loadError: "The collections could not be loaded.",
    retry: "Try again",
    pageTitle: "{{name}} collection · {{season}}",
    back: "All collections",
    coverAlt: "The weave of the {{name}} collection",
    fabricsTitle: "Fabrics in this collection",
    finderLink: "Filter this collection in the fabric finder",
    shown: "Showing the newest {{shown}} of {{total}} fabrics.",
    noFabrics: "No fabric has been added to this collection yet.",
    notFound: "Collection not found",
    notFoundText: "The collection you are looking for may have been removed, or the link may be wrong.",
    loadErrorTitle: "Failed to load the collection",
    loadErrorText: "Please try again in a moment.",
    home: {
      eyebrow: "This season",
      title: "Collections {{seasons}}",
      all: "All collections",
    },
  },
} satisfies Sections["collections"];
