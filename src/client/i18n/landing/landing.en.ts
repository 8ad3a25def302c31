import type { LandingTranslations } from './landing.it.js';

/** English texts of the landing page; typed with the Italian shape. */
export const landingEn: LandingTranslations = {
  hero: {
    plansLink: 'See plans and prices',
    screenshotAlt:
      "Cornice's editor with a portrait wedding postcard: a photo frame, the couple's names in script, the date and a heart, with the text properties panel open.",
  },
  steps: {
    title: 'How it works',
    intro: 'From template to print in three steps, with no design software.',
    choose: {
      title: 'Choose a template',
      text: "Start from a ready-made layout for weddings, birthdays, graduations and children's parties, as a postcard or a photo strip, portrait or landscape.",
    },
    customise: {
      title: 'Customise it in the editor',
      text: 'Drag texts, photo frames, lines and clip-art; change fonts, colours and shadows. Your work saves itself as you edit.',
    },
    deliver: {
      title: 'Download or share',
      text: 'Download the layout as PNG or JPG at print resolution, or send the draft to your client for approval.',
    },
  },
  video: {
    title: 'Watch the tutorial',
    intro: 'In a few minutes, see how an empty template becomes a layout ready for the photobooth printer.',
    play: 'Watch the Cornice video tutorial',
    iframeTitle: 'Video tutorial: how to create a layout with Cornice',
    notice: 'The video loads from YouTube (youtube-nocookie.com) only when you press play.',
  },
  features: {
    title: 'Everything your photobooth needs',
    intro: 'Made for people who print at events: no files to fix the night before.',
    screenshotAlt:
      "Cornice's dashboard with client requests: for each one the chosen template, the names, the date, the city, the notes and the work status.",
    items: {
      print: {
        title: 'Print resolution, 300 dpi',
        text: "Files come out at the template's native size with 300 dpi written in: ready for the printer.",
      },
      formats: {
        title: '4x6 postcards and 2x6 photo strips',
        text: 'Postcards and strips, portrait and landscape, with a safety-margin guide.',
      },
      catalogue: {
        title: 'Public catalogue and client requests',
        text: 'Share your catalogue link: clients pick a template and send you the names, date and city of the event.',
      },
      approval: {
        title: 'Draft approval',
        text: 'Your client opens the draft from the link you send, approves it or asks for changes: it all lands in your dashboard.',
      },
      customTemplates: {
        title: 'Your own templates, with PRO',
        text: 'With Annual PRO you upload your own templates, customise them in the editor like the others and download them without a watermark.',
      },
      library: {
        title: 'Fonts and clip-art for every event',
        text: "Script and modern fonts, clip-art for weddings, birthdays, graduations and children, photo frames and decorative lines.",
      },
    },
  },
  // TODO: placeholder testimonials (see landing.it.ts): replace with real ones.
  testimonials: {
    title: 'What operators say',
    chiara: {
      quote:
        'I used to spend evenings fixing layouts in a design program. With Cornice I prepare a wedding postcard in ten minutes and send it to the couple for approval.',
      name: 'Chiara Bellini',
      business: 'Sorrisi in Posa Photobooth, Verona',
    },
    davide: {
      quote:
        'The public catalogue is what I use most: I put it in my quotes and clients write to me with the template, names and date already chosen.',
      name: 'Davide Russo',
      business: 'Flash Box Eventi, Naples',
    },
    martina: {
      quote: 'Photo strips come out of the printer as sharp as postcards. With Annual PRO I uploaded my own templates and reuse them at every event.',
      name: 'Martina Gallo',
      business: 'Click & Smile Photobooth, Turin',
    },
  },
  cta: {
    title: 'Your next event starts here',
    text: 'Choose a template, customise it and download it: starting is free. When you need to, unlock a single template or move to Annual PRO.',
    signUp: 'Create your free account',
    demo: 'Try the demo without signing up',
    plans: 'Compare plans',
    pricing: 'Free to start · Single pass {{passPrice}} · Annual PRO {{annualPrice}} a year',
  },
};
