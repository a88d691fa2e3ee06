import type { Sections } from "../tr";

export default {
  positions: {
    title: "Open positions",
    intro: "The positions we are hiring for right now. If yours is not listed, send us an open application.",
    none: "We have no open positions at the moment; we always read open applications.",
    department: "Department",
    location: "Location",
    type: "Employment type",
    apply: "Apply for this position",
    back: "All open positions",
    posted: "Posted on",
    validThrough: "Apply by",
    pageTitle: "{{title}} – Careers",
    notFound: "This position is not open",
    notFoundText:
      "The position may have closed or never existed. See the open positions or send an open application.",
    employmentTypes: {
      FULL_TIME: "Full-time",
      PART_TIME: "Part-time",
      CONTRACTOR: "Contractor",
      TEMPORARY: "Temporary",
      INTERN: "Internship",
    },
    form: {
      choose: "Choose a position",
      openApplication: "Open application",
    },
  },
} satisfies Sections["positions"];
