import type { Sections } from "../tr";

export default {
  about: {
    eyebrow: "In Istanbul since 1980",
    title: "About us",
    lead: "Dokuma Tekstil was founded in Istanbul in 1980 and has been making dyed shirt fabrics ever since. Today more than four decades of experience go into shirts sold by brands across Europe and North America.",
    metaDescription:
      "Dokuma Tekstil has made dyed shirt fabrics in Istanbul since 1980: our story, collections, blends and markets, and our ISO 9001:2015 and GOTS certification.",
    storyTitle: "Our story",
    story1:
      "Our company was founded in Istanbul in 1980. From the first day we have focused on one thing: fabrics that make a good shirt and keep their colour and hand for years.",
    story2:
      "Today we offer a broad range of shirtings, from poplin, linen and twill to Oxford and yarn-dyed patterns. We plan every order, from sample to shipment, around our customer's collection calendar.",
    collectionsTitle: "Collections and blends",
    collections1:
      "Every year we prepare two main collections and two capsule collections. The main collections bring together the season's core qualities and colours; the capsules are where we try out new textures and shades.",
    collections2:
      "We make our fabrics from cotton, polyester, viscose, nylon, wool, linen and terylene, on their own or blended, for women's, men's and children's clothing.",
    marketsTitle: "Our markets",
    markets:
      "Most of our fabrics go to brands in France, Spain, Germany, Canada and Greece. Every season we meet our customers again at the trade fairs in these countries.",
    qualityTitle: "Quality and certification",
    quality:
      "Our production runs under an ISO 9001:2015 quality management system. Our organic cotton qualities are GOTS (Global Organic Textile Standard) certified and traceable from the fibre to the finished fabric.",
    factsTitle: "Dokuma Tekstil in figures",
    factFounded: "the year we were founded in Istanbul",
    factCollections: "main and capsule collections a year",
    factMarkets: "main export markets",
    factFibres: "fibres and their blends",
    imageAlt: "Close-up of the weave of our {{name}}",
    ctaTitle: "Looking for fabrics for your next season?",
    ctaText: "Write to us about samples, prices and lead times, and we will choose the right qualities together.",
    ctaContact: "Contact us",
    ctaFabrics: "See our fabrics"
  }
} satisfies Sections["about"];
