import type { SeoTexts } from './seo-texts.it.js';

/** English titles and descriptions of the public pages; the shape of the Italian ones. */
export const seoTextsEn: SeoTexts = {
  siteName: 'Cornice',
  imageAlt: 'Cornice: printable photobooth layouts, postcards and photo strips',
  pages: {
    landing: {
      title: 'Printable photobooth layouts',
      description:
        'Create printable photobooth layouts: postcards and photo strips for weddings, birthdays, graduations and parties, from ready-made templates you customise online.',
    },
    abbonamenti: {
      title: 'Plans',
      description: 'A pass for a single template or the annual plan: choose the Cornice plan that fits your photobooth business and download print-ready layouts.',
    },
    layoutPersonalizzato: {
      title: 'Custom Layout',
      description: "Can't find the right layout? We design one for your event: postcard or photo strip, with your colours, names and artwork.",
    },
    chooseTheme: {
      title: 'Choose the theme',
      description: "Wedding, birthday, graduation or children's party: choose your event's theme and browse postcard and photo strip templates for photobooths.",
    },
    chooseFormat: {
      title: 'Choose the format',
      description: "Postcard or photo strip, portrait or landscape: choose the print format of your photobooth's layout.",
    },
    chooseTemplate: {
      title: 'Choose the template',
      description: 'Browse print-ready templates at 300 dpi and pick the one to customise for your event.',
    },
    prova: {
      title: 'Try the editor',
      description: "Try Cornice's editor for free without signing up: customise a sample layout with text, photo frames and clip-art.",
    },
    supporto: {
      title: 'Support',
      description: 'Answers to the most frequent questions about Cornice: templates, the editor, downloads, plans, payments and the public catalogue.',
    },
    guidaOperatore: {
      title: 'Operator guide',
      description: "How to use Cornice in your photobooth business: public profile, catalogue link, client requests and the editor's tools.",
    },
    contatti: {
      title: 'Contact',
      description: 'Write to the Cornice team with questions, for support or about sales: we will answer as soon as we can.',
    },
    terminiDiServizio: {
      title: 'Terms of Service',
      description: "Cornice's terms of use: the service, accounts, plans and prices, payments, renewal and cancellation, your content.",
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      description: 'How Cornice handles your personal data: what we collect, why, how long we keep it and what your rights are.',
    },
    cookiePolicy: {
      title: 'Cookie Policy',
      description: 'Which cookies Cornice uses, what they are for and how you give or withdraw your consent.',
    },
    catalogo: {
      title: 'Catalogue',
      description: "The operator's catalogue of photobooth layouts: choose a template for your event and send your request.",
    },
    view: {
      title: 'Your draft',
      description: 'Check the draft of your layout and approve it or ask for changes.',
    },
  },
  namedCatalogue: {
    description: "{{name}}'s catalogue of photobooth layouts: choose a template for your event and send your request.",
  },
};
