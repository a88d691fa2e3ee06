import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format";

// Dates are shown in the company's time zone (Istanbul, UTC+3), whatever the browser's zone.
describe("admin dates in the company's time zone", () => {
  it("shows the time of day in Istanbul", () => {
    expect(formatDateTime("2025-03-12T11:05:00Z", "en")).toBe("12 Mar 2025, 14:05");
  });

  it("shows the Istanbul calendar day late in the UTC evening", () => {
    expect(formatDate("2025-03-12T22:30:00Z", "en")).toBe("13 Mar 2025");
    expect(formatDateTime("2025-03-12T22:30:00Z", "tr")).toBe("13 Mar 2025 01:30");
  });

  it("gives the empty string for no date or an unreadable one", () => {
    expect(formatDate(null, "en")).toBe("");
    expect(formatDateTime("not a date", "en")).toBe("");
  });
});
