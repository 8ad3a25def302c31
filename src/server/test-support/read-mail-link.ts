import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

/** The mails queued to an address, newest first. */
export async function mailsTo(db: Database, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
}

/** The link in the newest mail to `to` with this subject, as the recipient would click it. */
export async function readMailLink(db: Database, to: string, subject: string): Promise<string> {
  const [mail] = await db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail === undefined ? undefined : /https?:\/\/\S+/.exec(mail.body)?.[0];
  if (link === undefined) throw new Error(`no mail '${subject}' with a link to ${to}`);
  return link;
}
