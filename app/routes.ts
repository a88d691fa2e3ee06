import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Files for search engines (no layout).
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // A section of a catalogue, for a page reached by a link (app/i18n/sections.ts).
  route("i18n/:lng/:file", "routes/i18n/section.ts"),
  // The admin area: login outside, every screen inside the admin layout (session required).
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("exhibitions", "routes/admin/exhibitions.tsx"),
    route("exhibitions/country/:countryId", "routes/admin/country-exhibitions.tsx"),
    route("exhibitions/photos/:exhibitionId", "routes/admin/exhibition-photos.tsx"),
    route("fabrics", "routes/admin/fabrics.tsx"),
    route("collections", "routes/admin/collections.tsx"),
    route("certificates", "routes/admin/certificates.tsx"),
    route("facilities", "routes/admin/facilities.tsx"),
    route("contact-settings", "routes/admin/contact-settings.tsx"),
    route("contact-messages", "routes/admin/contact-messages.tsx"),
    route("meeting-requests", "routes/admin/meeting-requests.tsx"),
    route("sample-requests", "routes/admin/sample-requests.tsx"),
    route("search-alerts", "routes/admin/search-alerts.tsx"),
    route("applications", "routes/admin/applications.tsx"),
    route("positions", "routes/admin/positions.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("privacy", "routes/admin/privacy.tsx"),
    route("translations", "routes/admin/translations.tsx"),
    route("api-tokens", "routes/admin/api-tokens.tsx"),
    route("webhooks", "routes/admin/webhooks.tsx"),
    route("stock", "routes/admin/stock.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  // The public site inside the shared layout (navigation bar, footer, floating button).
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("fabrics", "routes/site/fabrics.tsx"),
    route("fabric/:id", "routes/site/fabric.tsx"),
    route("collections", "routes/site/collections.tsx"),
    route("collections/:id", "routes/site/collection.tsx"),
    route("certificates", "routes/site/certificates.tsx"),
    route("traceability", "routes/site/traceability.tsx"),
    route("exhibitions", "routes/site/exhibitions.tsx"),
    route("exhibition/:exhibitionId", "routes/site/exhibition.tsx"),
    route("about", "routes/site/about.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("careers/:id", "routes/site/position.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("samples", "routes/site/samples.tsx"),
    // Up to four fabrics side by side (?ids=3,7,12): never indexed, not in the sitemap.
    route("compare", "routes/site/compare.tsx"),
    // The links of a followed search's mails (?token=…): never indexed, not in the sitemap.
    route("alerts/confirm", "routes/site/alert-confirm.tsx"),
    route("alerts/unsubscribe", "routes/site/alert-unsubscribe.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    // Any other path: the site's own 404 page (status 404), in the visitor's language.
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
