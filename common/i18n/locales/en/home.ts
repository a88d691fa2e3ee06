import type { Sections } from "../tr";

export default {
  home: {
    meta: {
      title: "Shirt-fabric manufacturer",
      description:
        "Dyed shirt fabrics made in Istanbul since 1980: cotton, linen and twill, with two main and two capsule collections a year."
    },
    hero: {
      carousel: "carousel",
      slideRole: "slide",
      label: "Highlights",
      heading: "Dokuma Tekstil — Istanbul, since 1980",
      slide: "Slide {{current}} of {{total}}",
      pause: "Pause slideshow",
      play: "Play slideshow",
      scroll: "Scroll down to About us",
      slides: {
        origin: {
          title: "Shirt fabrics woven in Istanbul since 1980",
          text: "Dyed cotton, linen and twill shirtings for women's, men's and children's wear.",
          cta: "Discover our fabrics"
        },
        collections: {
          title: "Two main and two capsule collections a year",
          text: "New blends and colours every season, developed with brands from France to Canada.",
          cta: "Get in touch"
        }
      }
    },
    about: {
      eyebrow: "About us",
      title: "More than forty years of shirt fabrics",
      p1: "Dokuma Tekstil was founded in Istanbul in 1980. Ever since, we have focused on one thing: dyed shirt fabrics. From choosing the yarn to weaving, dyeing and finishing, our own team follows every step.",
      p2: "Every year we create two main and two capsule collections. We develop fabrics for women's, men's and children's clothing in blends of cotton, polyester, viscose, nylon, wool, linen and terylene.",
      p3: "Our fabrics are sold mainly to brands in France, Spain, Germany, Canada and Greece.",
      figures: "Dokuma Tekstil in figures",
      founded: "Founded in Istanbul",
      collections: "Collections a year",
      markets: "Main export markets",
      more: "Read our story"
    },
    fabrics: {
      eyebrow: "Fabric collection",
      title: "Our premium shirting collection",
      text: "Cotton, linen and twill: a fabric for every season and every shirt.",
      label: "Fabrics",
      previous: "Previous fabrics",
      next: "Next fabrics",
      details: "View details",
      viewAll: "View all fabrics",
      fallback: {
        cotton: {
          name: "Cotton",
          description: "From poplin to Oxford: soft, breathable cottons for shirts worn every day."
        },
        linen: {
          name: "Linen",
          description: "Natural texture and a cool feel: the essential fabric of summer collections."
        },
        twill: {
          name: "Twill",
          description: "A diagonal weave that drapes well, resists creasing and looks refined."
        }
      }
    },
    fairs: {
      eyebrow: "Trade fairs",
      title: "Meet us at trade fairs",
      text: "Every season we present our new collections at fairs in our main markets.",
      count_one: "{{count}} fair",
      count_other: "{{count}} fairs",
      viewAll: "All countries and fairs",
      upcoming: "Upcoming fairs",
      upcomingAll: "View all fairs",
      upcomingEmpty: "No fairs are scheduled at the moment.",
      countriesEmpty: "No countries available yet.",
      countriesError: "Error while loading countries: {{message}}",
      exhibitionsError: "Error while loading exhibitions: {{message}}",
      requestId: "Request ID: {{id}}"
    }
  }
} satisfies Sections["home"];
