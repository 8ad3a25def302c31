import { uniqueEmail } from './support/auth-steps.js';
import { businessName, mailsTo, names, openClientPhone, requestCard, sendRequest, setUpOperator, shareFromRequest } from './support/client-loop-steps.js';
import { expect, test } from './support/fixtures.js';
import { acceptCookies } from './support/selection-steps.js';
import { scaled } from './support/time-scale.js';

test.beforeEach(async ({ context, server, page }) => {
  await acceptCookies(context, server.baseUrl);
  // The operator works on a desktop (the editor is desktop-only); the client answers from a phone.
  await page.setViewportSize({ width: 1280, height: 900 });
});

const draftIdOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

test('the client loop on a phone: changes, a newer draft, the old link pointing to it, approval with its date, both mails, the timeline', async ({ page, browser, server }) => {
  test.setTimeout(scaled(180_000));
  const email = uniqueEmail('approval');
  const operatorId = await setUpOperator(page, email);
  const client = await openClientPhone(browser, server.baseUrl);
  await sendRequest(client, operatorId);

  // First draft: the client asks for changes.
  const firstLink = await shareFromRequest(page, 'Crea layout');
  await client.goto(firstLink);
  await expect(client.getByText(`Cliente: ${names}`)).toBeVisible();
  await expect(client.getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await client.getByRole('button', { name: 'Richiedi modifiche' }).click();
  await client.getByLabel('Descrivi le modifiche che desideri').fill('Il nome in oro, per favore');
  await client.getByTestId('view-send-changes').click();
  await expect(client.getByTestId('view-thank-you')).toContainText(`Grazie! ${businessName} ha ricevuto la tua risposta.`);

  // The operator shares a newer draft of the same request.
  const secondLink = await shareFromRequest(page, 'Apri layout');
  expect(draftIdOf(secondLink)).not.toBe(draftIdOf(firstLink));

  // The old link now says so and leads to the newer draft; it offers nothing to approve.
  await client.goto(firstLink);
  const notice = client.getByTestId('view-superseded');
  await expect(notice).toContainText("C'è una bozza più recente");
  await expect(client.getByRole('button', { name: 'Approva la bozza' })).toHaveCount(0);
  await notice.getByRole('link', { name: "Apri l'ultima bozza" }).click();
  await expect(client).toHaveURL(new RegExp(`/view/${encodeURIComponent(operatorId)}/${draftIdOf(secondLink)}\\?`));
  await expect(client.getByText(`Cliente: ${names}`)).toBeVisible();

  // The client approves the newer draft: the image stays, with the date of the approval.
  await client.getByRole('button', { name: 'Approva la bozza' }).click();
  await expect(client.getByTestId('view-thank-you')).toContainText('Hai approvato la bozza.');
  const today = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  const approved = client.getByTestId('view-approved');
  await expect(approved.getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await expect(approved).toContainText(`Hai approvato questa bozza il ${today} alle `);
  // Coming back later, the approved draft is still there.
  await client.reload();
  await expect(client.getByTestId('view-approved').getByRole('img', { name: 'La bozza del layout' })).toBeVisible();
  await expect(client.getByTestId('view-approved')).toContainText(`Hai approvato questa bozza il ${today} alle `);
  await expect(client.getByRole('button', { name: 'Approva la bozza' })).toHaveCount(0);

  // Both answers are mailed to the operator: the approval a minute after the changes is not dropped.
  await expect
    .poll(async () => (await mailsTo(page.request, email)).map((mail) => mail.subject).filter((subject) => subject.startsWith('Un cliente')).sort())
    .toEqual(['Un cliente ha approvato una bozza', 'Un cliente ha chiesto modifiche a una bozza']);
  const mails = await mailsTo(page.request, email);
  expect(mails.find((mail) => mail.subject === 'Un cliente ha chiesto modifiche a una bozza')?.body).toContain('Il nome in oro, per favore');
  expect(mails.find((mail) => mail.subject === 'Un cliente ha approvato una bozza')?.body).toContain(`Il cliente (${names}) ha approvato la bozza.`);

  // The card: approved, the changes box gone, and the timeline of the whole loop.
  await page.goto('/dashboard');
  const card = requestCard(page);
  await expect(card.getByLabel('Stato')).toHaveValue('approvata');
  await expect(card.getByTestId('request-client-changes')).toHaveCount(0);
  const timeline = card.getByRole('region', { name: 'Cronologia' });
  await expect(timeline.getByRole('listitem')).toHaveCount(6);
  const steps = (await timeline.getByRole('listitem').allTextContents()).map((text) => text.replace(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, ''));
  expect(steps).toEqual(['Bozza inviata', 'Aperta dal cliente', 'Modifiche richieste', 'Bozza inviata', 'Aperta dal cliente', 'Bozza approvata']);
  await client.context().close();
});
