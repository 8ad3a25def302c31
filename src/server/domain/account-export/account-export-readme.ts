/** README.txt at the top of every export: what each file is. Kept in step with account-export-entries.ts. */
export const accountExportReadme = `Cornice - copia dei tuoi dati / a copy of your data
=====================================================

Formato 1. Tutti i file JSON sono UTF-8; le date sono ISO 8601 (UTC).
Format 1. Every JSON file is UTF-8; dates are ISO 8601 (UTC).

account.json              L'account: id, email di accesso, piano, abbonamento, data di creazione.
                          The account: id, login email, plan, subscription, creation date.
profile.json              Il profilo pubblico (nome attivita, logo, contatti).
                          The public profile (business name, logo, contacts).
logos/                    Il logo caricato. / The uploaded logo.
layouts/<id>/layout.json  Ogni layout salvato (anche quelli nel cestino, con deletedAt): nome,
                          template, revisione e il documento completo alla revisione salvata (il
                          server conserva l'ultima revisione di ogni layout).
                          Every saved layout (those in the bin too, with deletedAt): name, template,
                          revision and the whole document at its saved revision (the server keeps
                          the latest revision of each layout).
layouts/<id>/thumbnail.jpg  La sua miniatura. / Its thumbnail.
layout-images/            Le immagini caricate nei layout; layout-images.json ne descrive ognuna.
                          Images uploaded into layouts; layout-images.json describes each.
templates/<id>/           I template caricati: template.json, original.* e preview.*.
                          Uploaded templates: template.json, original.* and preview.*.
brand-fonts/              I font del marchio (<id>.<formato>) e brand-fonts.json.
                          Brand fonts (<id>.<format>) and brand-fonts.json.
drafts/                   Le bozze condivise con i clienti (<id>.png) e drafts.json.
                          Drafts shared with clients (<id>.png) and drafts.json.
booth-packs/              I pacchetti pubblicati per la cabina (<layout>/r<revisione>.zip) e
                          booth-packs.json. / Packs published for the booth and booth-packs.json.
requests/requests.json    Le richieste dei clienti dal catalogo, complete. / Client requests, whole.
requests/requests.csv     Le stesse nel formato di 'Esporta CSV' della Dashboard.
                          The same in the Dashboard's 'Esporta CSV' format.
passes.json               I pass dei template sbloccati. / Template passes.
payments.json             Gli acquisti: prodotto, importo, data, riferimento del pagamento. Nessun
                          dato di carta (Cornice non li riceve mai).
                          Purchases: product, amount, date, payment reference. No card data
                          (Cornice never receives it).
`;
