import type { Sections } from "../tr";

export default {
  privacy: {
    metaTitle: "Privacy notice",
    metaDescription:
      "What personal data Dokuma Tekstil keeps from its contact and application forms, why, for how long, and how to have it deleted: information under KVKK and the GDPR.",
    eyebrow: "Your personal data",
    title: "Privacy notice",
    updated: "Last updated: {{date}}",
    intro:
      "This notice explains how we handle the personal data you send us through this website. We are the data controller under Turkey's Personal Data Protection Law No. 6698 (KVKK), and we also apply the General Data Protection Regulation (GDPR) for our visitors in the European Union.",
    toc: "On this page",
    controller: {
      title: "Data controller",
      text: "The data controller is Dokuma Tekstil, a shirt-fabric manufacturer based in Istanbul.",
      address: "Address: {{address}}",
      email: "For any question about your personal data, email:",
    },
    data: {
      title: "What we keep",
      intro: "We only keep what you give us yourself in our forms:",
      contact: "Contact form: your full name, email address, optional phone number and your message.",
      meetings:
        "Meeting request form: your company, full name and email address, the fair, day and time you choose, and the topic you want to discuss.",
      samples: "Sample request form: your company, full name, email address, country, optional phone number, the fabrics and colourways you choose, the kind of sample, the intended use, the quantity and your message.",
      careers:
        "Careers form: your full name, email address, phone number, the position you apply for, your message and the CV file you attach (PDF, JPG or PNG).",
      technical:
        "Technical records: to stop abuse of the forms, your IP address is kept in a counter for a few minutes; server logs (IP address, time, requested address) serve security and troubleshooting.",
    },
    purpose: {
      title: "Why we keep it",
      contact:
        "We use contact messages only to answer you and to follow up your request (samples, prices, orders and the like).",
      meetings:
        "We use meeting requests only to arrange the meeting at the fair and to write to you about it.",
      samples: "We use sample requests only to prepare and send you the samples and to write to you about them.",
      careers: "We use applications only to assess your application and to contact you about it.",
      basis:
        "Legal basis: steps taken at your request before entering into a contract, and our legitimate interest (KVKK Art. 5(2)(c) and 5(2)(f); GDPR Art. 6(1)(b) and 6(1)(f)).",
      noSale:
        "We do not use your data for marketing, we do not sell it, and we do not share it with anyone for advertising.",
    },
    retention: {
      title: "How long we keep it",
      contact: "Contact messages: 2 years after our last exchange.",
      meetings: "Meeting requests: 2 years after our last exchange.",
      samples: "Sample requests: 2 years after our last exchange.",
      careers: "Job applications and CVs: {{decided}} months after our decision; {{undecided}} months after the last change while no decision has been made; {{talentPool}} months if you asked us to keep your application for future openings.",
      technical: "Server logs: 30 days at most.",
      after:
        "At the end of these periods the data is deleted. You may ask us to delete it sooner at any time.",
    },
    recipients: {
      title: "Who can see your data",
      staff: "Only our authorised staff, through our password-protected admin area.",
      mail: "The forms also reach us by email: our email provider carries and stores these messages on our behalf.",
      hosting: "The provider hosting our website, only to provide the technical service.",
      abroad:
        "These providers' servers may be located abroad; any such transfer is made with safeguards that meet Article 9 of the KVKK and the GDPR.",
    },
    cookies: {
      title: "Cookies",
      intro:
        "This site sets no tracking, advertising or analytics cookies. We use only these two cookies, which the site needs to work:",
      language:
        "Remembers the language you chose for one year, so pages always open in that language. Your browser's local storage keeps the same value (i18nextLng).",
      session:
        "Remembers that the opening animation was shown in this browser session; it is deleted when you close your browser.",
      admin: "Staff who sign in to the admin area also get a secure session cookie.",
    },
    rights: {
      title: "Your rights",
      intro: "Under Article 11 of the KVKK and Articles 15–22 of the GDPR you may ask us:",
      access: "Whether we process data about you, and for a copy of it.",
      correction: "To correct incomplete or wrong data.",
      deletion: "To delete your data.",
      objection: "To restrict the processing; you may also object to it.",
      portability: "To give you your data in a commonly used format.",
      complaint:
        "You may also complain to the Turkish Personal Data Protection Board or, if you live in the European Union, to the data protection authority of your country.",
    },
    request: {
      title: "Deletion and other requests",
      text: "Write to us from the email address you used in the form. We answer every request free of charge within 30 days at the latest.",
      email: "Email:",
      noEmail: "You can also send your request with the form on our contact page.",
      contactPage: "Contact page",
    },
  },
} satisfies Sections["privacy"];
