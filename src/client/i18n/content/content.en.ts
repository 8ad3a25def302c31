import type { ContentTranslations } from './content.it.js';

/** English texts of the support, guide and legal pages; typed with the Italian shape. */
export const contentEn: ContentTranslations = {
  supporto: {
    faqTitle: 'Frequently asked questions',
    faq: {
      watermark: {
        question: 'How do I remove the watermark from my layouts?',
        answer:
          'On the free plan (Gratuito) layouts download with a watermark. To remove it, unlock the template with a single pass (Una Tantum, {{passPrice}}: {{days}} days and {{downloads}} downloads without watermark) or switch to the Annual PRO plan ({{annualPrice}} a year), with unlimited watermark-free downloads of every template.',
        link: 'Compare the plans',
      },
      customImages: {
        question: 'Can I upload my own images into a layout?',
        answer:
          'Uploading custom images, such as a logo or a photo, is a Premium feature: it comes with the Annual PRO plan and, for the unlocked template only, with a single pass while it is active. On the free plan you can use texts, separator lines, photo frames and the sample clip-art.',
        link: 'See the plans',
      },
      cancel: {
        question: 'How do I cancel my subscription?',
        answer:
          'Open the Dashboard and, in the "{{accountSection}}" section, press "{{manageButton}}": the payment provider\'s portal opens, where you can cancel the renewal. Cancellation takes effect at the end of the period already paid for: until then your plan stays active.',
      },
      passExpiry: {
        question: 'What happens when a single pass expires?',
        answer:
          'A pass lasts {{days}} days from purchase and includes {{downloads}} watermark-free downloads. When the {{days}} days are over or the downloads are used up, the pass expires and that template goes back to the free plan: you can still edit it, but it downloads with the watermark. To download it again without watermark, buy a new pass with the "{{rebuyButton}}" button.',
      },
      plan: {
        question: 'Where can I see which plan I have?',
        answer:
          'In the Dashboard, "{{accountSection}}" section: it shows your current plan, the end date of the annual plan and your single passes that are still active.',
        link: 'Go to the Dashboard',
      },
      customLayout: {
        question: 'Can you design the layout for my event?',
        answer: 'Yes: with the Custom Layout service a designer prepares the layout for your event from your directions.',
        link: 'Discover the Custom Layout service',
      },
    },
    contact: {
      title: "Didn't find your answer?",
      text: 'Write to us with the form on the Contact page.',
      replyTime: 'We reply by email within 24-48 working hours.',
      link: 'Go to Contact',
      priority: 'With the Annual PRO plan you also get priority support on WhatsApp: you find it in your Dashboard.',
    },
  },
  guida: {
    steps: {
      title: 'Get started in 3 steps',
      profile: {
        title: 'Complete your public profile',
        text: 'In the Dashboard fill in the "{{profileCard}}" card: business name, logo, contact email and phone. These details appear in your catalogue and on the page where your clients see their drafts.',
      },
      share: {
        title: 'Share your catalogue link',
        text: 'Send your clients the link to your public catalogue: they choose a theme, a format and a template and send you a request with the details of their event.',
        button: 'Where is the link?',
      },
      requests: {
        title: 'Manage the requests',
        text: 'Requests arrive in the Dashboard, in the "{{requestsCard}}" card, newest first. For each one you update the status, open the template in the editor, prepare the draft and send it to the client on WhatsApp: the client approves it or asks for changes from their page.',
      },
    },
    linkDialog: {
      title: 'Where is my catalogue link?',
      where: 'Open the Dashboard and look for the "{{catalogueCard}}" card.',
      copy: 'Press "{{copyButton}}" and paste the link wherever you like: WhatsApp, email, your social profiles or your website. With "{{openButton}}" you see the page as your clients see it.',
      close: 'Close',
    },
    tools: {
      title: 'The editor tools',
      lead: 'The "Add" panel and the bar at the top hold everything you need to customise a template.',
      premium: 'Premium',
      items: {
        addText: { text: 'Adds a text: double-click it to edit, then choose its font, colour, size and alignment.' },
        addLine: { text: 'A line to separate the parts of the layout, with adjustable width, thickness and colour.' },
        uploadImage: { text: 'Adds an image of yours, such as a logo: included in the Annual PRO plan and in the pass of an unlocked template.' },
        addPhotoFrame: { text: 'A sample frame showing where the photo taken at the event will go.' },
        addEllipse: { text: 'An ellipse, or a circle when its sides are equal, for instance behind a text: with adjustable width, height, fill and outline.' },
        addQrCode: { text: "Asks for a link, such as the event's online gallery, and puts it in the layout as a QR code guests scan with their phone; with adjustable size and colours. Available on every plan." },
        clipart: { text: 'Ready-made decorations by category; the free plan has the sample category.' },
        download: { text: 'Exports the layout as PNG or JPG, ready to print. On the free plan the file has a watermark.' },
        share: { text: 'Creates a draft link to send to your client, who can approve it or ask for changes.' },
      },
    },
    shortcuts: {
      title: 'Keyboard shortcuts',
      lead: 'They work in the editor while you are not typing in a text field.',
      keysHeader: 'Keys',
      actionHeader: 'Action',
      or: 'or',
      keys: {
        arrows: '← ↑ → ↓',
        shift: 'Shift',
        click: 'click',
        ctrlCmd: 'Ctrl/Cmd',
        c: 'C',
        v: 'V',
        z: 'Z',
        y: 'Y',
        delete: 'Delete',
        backspace: 'Backspace',
        pageUp: 'Page Up',
        pageDown: 'Page Down',
      },
      actions: {
        move: 'Move the selected element by {{px}} px',
        multiSelect: 'Select several elements',
        copy: 'Copy the selected elements',
        paste: 'Paste the copied elements',
        remove: 'Delete the selected elements',
        undo: 'Undo the last change',
        redo: 'Redo the undone change',
        rotateClockwise: 'Rotate {{degrees}}° clockwise',
        rotateAnticlockwise: 'Rotate {{degrees}}° anticlockwise',
      },
    },
    next: {
      title: 'Ready to start?',
      createLayout: 'Create a new layout',
      dashboard: 'Go to the Dashboard',
      demo: 'Try the editor for free',
      community: 'Join the support group',
      newTab: '(opens in a new tab)',
    },
  },
  legal: {
    updatedLabel: 'Last updated:',
    updatedDate: 'May 24, 2024',
    terms: {
      service: {
        title: 'The service',
        text: 'Cornice is an online service that lets photo-booth operators create printable layouts (postcards and photo strips) from templates, share drafts with their clients and run a public catalogue. By using the service you accept these terms.',
      },
      account: {
        title: 'Minimum age and account',
        text: 'You must be at least 18 years old to use the service. You sign in through an external authentication service: you are responsible for your credentials and for what happens with your account. Your profile details must be truthful.',
      },
      plans: {
        title: 'Plans and prices',
        text: 'The free plan lets you create layouts and download them with a watermark. The single pass (Una Tantum) costs {{passPrice}} and unlocks one template for {{days}} days, with {{downloads}} watermark-free downloads. The Annual PRO plan costs {{annualPrice}} a year. The Custom Layout service has the price shown on its page. All prices are in euros, VAT included.',
      },
      payments: {
        title: 'Payments',
        text: 'Payments are handled by a card payment provider, Stripe. Cornice neither receives nor stores your full card details.',
      },
      renewal: {
        title: 'Renewal and cancellation',
        text: 'The Annual PRO plan renews automatically at the end of each year, charged to the same payment method, until you cancel it. You can cancel at any time from the Dashboard with "Gestisci abbonamento" (Manage subscription): cancellation takes effect at the end of the current billing period, and until then your plan stays active.',
      },
      refunds: {
        title: 'Final purchases',
        text: 'All purchases (single passes, the Annual PRO plan, the Custom Layout service) are final and non-refundable. Cancelling the annual plan stops future renewals but does not entitle you to a refund of the current period.',
      },
      intellectualProperty: {
        title: 'Intellectual property',
        text: "Cornice's templates, clip-art, fonts and software remain the property of Cornice or of their licensors. You may use the templates to create layouts for your events and deliver the printed or exported layouts to your clients; you may not resell or distribute the templates as such, nor extract them from the service.",
      },
      userContent: {
        title: 'Your content',
        text: 'The content you upload (logo, images, personal templates) and your profile details remain yours: you allow us to store and display them only to provide the service, for example in your catalogue and in the drafts for your clients. You must hold the rights to what you upload and must not upload unlawful content or content that infringes the rights of others. You can download a full copy of it at any time (“Export my data”) and delete it together with the account (“Delete account”), from the Dashboard. For your clients’ data in catalogue requests you are the controller and Cornice processes it on your behalf: names, email, phone, city and notes are erased automatically 24 months after the event date (or after the period you choose in your profile), and you can erase them earlier, request by request.',
      },
      liability: {
        title: 'Limitation of liability',
        text: "The service is provided as is. To the extent permitted by law, Cornice's total liability to you is limited to the amount you paid Cornice in the 12 months before the event giving rise to it.",
      },
      changes: {
        title: 'Changes to these terms',
        text: 'We may update these terms: the date at the top of the page shows the latest version. If the changes are significant we will tell you by email or in the service; if you keep using the service after a change, you accept the new terms.',
      },
      law: {
        title: 'Governing law',
        text: 'These terms are governed by Italian law. This does not affect the rights that the law grants to consumers and that cannot be excluded.',
      },
      contact: {
        title: 'Contact',
        text: 'For questions about these terms write to {{email}}.',
      },
    },
    privacy: {
      controller: {
        title: 'Who processes your data',
        text: 'Your data is processed by Cornice to provide the service. For any privacy question write to {{email}}.',
      },
      data: {
        title: 'What data we collect',
        account: 'Account data: the email address you sign in with.',
        profile: 'Profile data: business name, logo, contact email and phone and an optional second email, which you enter in the Dashboard and which appear in your public catalogue.',
        requests: "Client request data: names, event date and city, email, phone and notes that your clients enter in your catalogue, and their answers to your drafts.",
        content: 'Content: the drafts and personal templates you save or upload.',
        payments: 'Payment data: handled directly by the payment provider; we only receive the outcome and the purchase details (plan, amount, dates), never the full card number.',
        technical: 'Technical data: like any website, the server records the IP address and the pages requested, for security and troubleshooting.',
      },
      purposes: {
        title: 'Why we use it',
        text: "We use the data to provide the service you asked for: manage your account and plan, show your catalogue, deliver your clients' requests to you, process payments and write to you about the service. We do not sell your data and do not use it for advertising.",
      },
      providers: {
        title: 'Payments and sign-in',
        payments: 'Payments are handled by Stripe, which processes card data as an independent controller under its own privacy policy.',
        paymentsLink: "Stripe's privacy policy",
        login: 'You sign in to your account through an external authentication service, which handles your credentials on our behalf and only tells us who you are.',
      },
      cookies: {
        title: 'Cookies',
        text: 'To learn which cookies we use and how to change your choice, read the <cookieLink>Cookie Policy</cookieLink>.',
      },
      retention: {
        title: 'How long we keep it',
        text: 'We keep your data for as long as your account exists. When you delete the account we delete at once the account, the profile, the layouts, the drafts, the client requests, the uploaded files (templates, logos, fonts, images) and the booth links, and cancel the subscription at the payment provider. We keep only the payment records tax law requires us to hold for ten years: product, amount and date of each purchase, without your name or email address. The clients’ data that reaches an operator through their catalogue (names, email, phone, city and notes) is kept on the operator’s behalf until 24 months after the event date, or for the period the operator chooses in their profile; then a daily job erases it, keeping only status, dates and template for statistics. The operator can erase it earlier, request by request.',
      },
      minors: {
        title: 'Minors',
        text: 'The service is for adults only. We do not knowingly collect data from anyone under 18: if we find out that we have, we delete it.',
      },
      doNotTrack: {
        title: 'Do Not Track signals',
        text: 'The site does not respond to Do Not Track (DNT) signals sent by browsers.',
      },
      rights: {
        title: 'Your rights and closing your account',
        text: 'You can ask us at any time to access, correct or delete your data or to receive a copy of it, and you can lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali). From the Dashboard, in the “Your data” section, you can download a copy of all your data yourself (“Export my data”: a zip file you can download for 72 hours) and delete the account with all your data (“Delete account”); for any other request write to <mailLink>{{email}}</mailLink> from the address you sign in with.',
      },
      changes: {
        title: 'Changes to this policy',
        text: 'If we change this policy we update the date at the top of the page and, if the changes are significant, we tell you by email or in the service.',
      },
    },
    cookies: {
      intro: {
        title: 'What cookies are',
        text: 'Cookies are small files that a website stores in your browser. We sort them into three categories: necessary, analytics and marketing.',
      },
      necessary: {
        title: 'Necessary cookies',
        text: 'They make the site work and need no consent. They are the only ones Cornice sets:',
        session: 'Keeps you signed in to your account and is deleted when you log out or the session expires.',
        login: 'Lasts only while you sign in and is deleted as soon as sign-in is complete.',
        consent: 'Remembers your cookie choice for {{days}} days.',
        language: 'Remembers the language you chose in the footer (Italian or English) for a year, for the login and payment pages too.',
        storage: 'Besides cookies, the editor stores in your browser the work you have not downloaded yet and, during a payment, the template you are buying: this data stays on your device.',
      },
      analytics: {
        title: 'Analytics cookies',
        text: 'They measure how the site is used. We would only set them with your consent: today Cornice sets none.',
      },
      marketing: {
        title: 'Marketing cookies',
        text: 'They are used to show personalised advertising. We would only set them with your consent: today Cornice sets none.',
      },
      choice: {
        title: 'How to change your choice',
        text: 'You can change your mind whenever you like: press the button below and the cookie banner will appear again. Alternatively, delete the cookie_consent cookie in your browser settings.',
        button: 'Change my cookie choice',
      },
    },
  },
};
