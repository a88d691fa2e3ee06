import type { Sections } from "../tr";

export default {
  validation: {
    required: "This field is required",
    invalid: "Invalid format",
    too_short: "Must be at least {{min}} characters",
    too_long: "Must be at most {{max}} characters",
    invalid_email: "Invalid email address",
    invalid_url: "Invalid URL",
    invalid_date: "Invalid date",
    file_size: "The file is too large",
    file_type: "This file type is not accepted",
    taken: "This value is already in use",
    repeated: "This field was sent more than once",
    fair_over: "This fair is over; a meeting can no longer be booked.",
    outside_fair: "Choose one of the fair's days that is still to come.",
    unavailable: "None of the fabrics in your basket can be sent any more; please choose others from the catalogue.",
  },
} satisfies Sections["validation"];
