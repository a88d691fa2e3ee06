import { describe, expect, it } from "vitest";
import { isAdminPath } from "./paths";

describe("isAdminPath", () => {
  it("recognizes the admin area in every form a request names it", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin?next=x",
      "/admin.data",
      "/ADMIN/Login",
      "/admin#top",
    ]) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });
  it("leaves public paths that only start with the same letters", () => {
    for (const path of ["/", "/administration", "/admins", "/fabrics?next=/admin", "/api/admin", "//admin"]) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});
