import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createMailTransport } from './create-mail-transport.js';
import { MailDispatcher } from './mail-dispatcher.js';
import { mailQueuedCount } from './mail-queued-signal.js';

/**
 * Runs the outbox's dispatcher in this process: a pass at start (mail left from before a
 * restart), one every MAIL_DISPATCH_INTERVAL_SECONDS (retries, mail queued by other processes)
 * and one right after any response whose request queued a mail. Register it before the routes,
 * so its response hook covers them all.
 */
export function registerMailDispatcher(app: FastifyInstance, config: AppConfig, db: Database): MailDispatcher {
  const transport = createMailTransport(config, app.log.child({ component: 'mail' }));
  const dispatcher = new MailDispatcher({ db, transport, log: app.log.child({ component: 'mail' }) });
  let lastSeenQueued = mailQueuedCount();
  app.addHook('onResponse', async () => {
    const queued = mailQueuedCount();
    if (queued === lastSeenQueued) return;
    lastSeenQueued = queued;
    dispatcher.kick();
  });
  app.addHook('onReady', async () => {
    dispatcher.start(config.mail.dispatchIntervalSeconds * 1000);
    app.log.info({ transport: transport.kind }, 'mail dispatcher started');
  });
  // preClose runs before onClose, so the database (closed in onClose) outlives the last pass.
  app.addHook('preClose', async () => {
    await dispatcher.stop();
    await transport.close();
  });
  return dispatcher;
}
