/**
 * Deferred hydration for boot.ts (keep it free of imports: it is in every page's first download).
 * The ids and the event name are boot-state.ts's and hydration-signal.ts's.
 *
 * A server-rendered page paints and navigates with no script (real links, the logout form). Once
 * it has loaded and painted and the browser is idle, the app is prepared in small steps, each a
 * task of its own, so that none blocks the main thread for long: its scripts are fetched
 * (modulepreload, a few at a time), then evaluated one module per step, dependencies first (the
 * server lists them in that order); then the app runs and hydrates, in a transition that React
 * slices into short tasks. The first sign of interaction (a pointer over the page, a touch, a key,
 * a focus) skips what is left of the waiting: the app runs at once. What the visitor did before
 * the page was live is replayed on it: typed text, a select's choice, a press on a button, a form
 * sent. Nothing the visitor does is lost; a press waits at most for what is left of the
 * preparation. A press, choice or submit that comes while the replay is still going waits behind
 * it, so "send" never overtakes the choice made before it.
 */
const hydratedEventName = 'cornice:hydrated';
const appModulesElementId = 'app-modules';
const interactionEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Controls whose action is JavaScript: a press on them before hydration is replayed after. */
const replayedControls = 'button, [role="button"], summary';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A real form (an action of its own, like the top bar's logout) works without us. */
function isNativeSubmit(control: HTMLElement): boolean {
  return control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action') === true;
}

/** A plain left click on a link to this site, opened here: what the router will handle once live. */
function isFollowedHere(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const isPlain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  return isPlain && (link.target === '' || link.target === '_self') && !link.hasAttribute('download') && link.origin === window.location.origin;
}

function isTextField(target: EventTarget | null): target is TextField {
  return (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') || target instanceof HTMLTextAreaElement;
}

/**
 * Tells React about text typed before hydration. Hydration keeps the typed text on screen but
 * starts the component's state empty; React notices a change when the value differs from the
 * one it last saw set through the element, so: set '' the way React sees, put the typed text
 * back the way it does not, and send the input event it listens to.
 */
function replayTypedText(field: TextField): void {
  if (!field.isConnected) return;
  const typed = field.value;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setValue === undefined) return;
  field.value = '';
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** Resolves when the browser is idle (soon after, where it cannot say). */
const idleMoment = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 50);
  });

/** Links added per idle moment: each costs the main thread a few ms on a slow phone. */
const prefetchBatch = 3;

/** The app's script URLs the server listed, dependencies before the modules that import them. */
function readModuleUrls(): string[] {
  const text = document.getElementById(appModulesElementId)?.textContent ?? '[]';
  let urls: unknown;
  try {
    urls = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
}

function prefetchModule(url: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  document.head.append(link);
}

export interface DeferredHydrationOptions {
  /**
   * Evaluates one of the app's modules ahead of running the app (boot.ts: a dynamic import of its
   * URL). Without it the app's modules are only fetched ahead, and evaluated when the app runs.
   */
  loadModule?: (url: string) => Promise<unknown>;
}

/**
 * `loadApp(isUrgent)` runs the app: urgent when a visitor is waiting (an interaction started it),
 * not when it is prepared ahead.
 */
export function startDeferredHydration(loadApp: (isUrgent: boolean) => Promise<unknown>, { loadModule }: DeferredHydrationOptions = {}): void {
  let hasStarted = false;
  /** The last link pressed before the app was live: followed natively if the app cannot load. */
  let heldHref: string | null = null;
  /** waiting: React is not live; replaying: it is, and the held actions are being replayed. */
  let phase: 'waiting' | 'replaying' | 'live' = 'waiting';
  /** True while a replayed action dispatches its own events: they go to React. */
  let isDispatchingReplay = false;
  const isPassing = () => phase === 'live' || isDispatchingReplay;
  const typedFields = new Set<TextField>();
  const held: (() => void)[] = [];

  const run = (isUrgent: boolean) => {
    if (hasStarted) return;
    hasStarted = true;
    for (const type of interactionEvents) document.removeEventListener(type, start, true);
    loadApp(isUrgent).catch((error: unknown) => {
      // The HTML stays usable (links, the logout form); a reload tries again.
      console.error('[boot] the app could not load', error);
      // A link pressed meanwhile is followed as the browser would have.
      if (heldHref !== null) window.location.assign(heldHref);
    });
  };
  const start = () => run(true);

  // Every event we take care of is kept from React until the page is hydrated: while it is
  // hydrating, React would handle it half-ready (a link's navigate() is ignored before the
  // router's effects have run, yet the link's own navigation is cancelled).
  const onClick = (event: MouseEvent) => {
    if (isPassing() || !(event.target instanceof Element)) return;
    // A link to this site is held like a button and replayed on the live page, where the router
    // follows it: followed natively while the app starts, its navigation would be cancelled by the
    // router's first history call during hydration (the page stayed where it was).
    const link = event.target.closest('a[href]');
    if (link instanceof HTMLAnchorElement && isFollowedHere(event, link)) {
      event.preventDefault();
      event.stopPropagation();
      heldHref = link.href;
      start();
      held.push(() => (link.isConnected ? link.click() : window.location.assign(link.href)));
      return;
    }
    const control = event.target.closest(replayedControls);
    if (control === null || !(control instanceof HTMLElement) || isNativeSubmit(control)) {
      // A link (or anything else) does what it does without JavaScript: a page from the server.
      if (event.target.closest('a[href]') !== null) event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    start();
    held.push(() => control.isConnected && control.click());
  };

  const onInput = (event: Event) => {
    // Once React is live it hears typing itself (nothing typed is replayed in order).
    if (phase !== 'waiting' || !isTextField(event.target)) return;
    typedFields.add(event.target);
    start();
  };

  const onChange = (event: Event) => {
    const select = event.target;
    if (isPassing() || !(select instanceof HTMLSelectElement)) return;
    const value = select.value;
    event.stopPropagation();
    start();
    held.push(() => {
      if (!select.isConnected) return;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (isPassing() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    start();
    const submitter = event.submitter instanceof HTMLElement && form.contains(event.submitter) ? event.submitter : null;
    held.push(() => form.isConnected && form.requestSubmit(submitter));
  };

  // The fields first: a replayed press on "send" must find the text already in the form. A task
  // between steps: React commits what an event changed in a microtask, after the event, and the
  // next handler must see it. What the visitor does meanwhile is held behind (see the handlers).
  const replay = async () => {
    for (const field of typedFields) replayTypedText(field);
    for (let action = held.shift(); action !== undefined; action = held.shift()) {
      await nextTask();
      isDispatchingReplay = true;
      try {
        action();
      } finally {
        isDispatchingReplay = false;
      }
    }
    phase = 'live';
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
  };

  const listeners: [string, (event: never) => void][] = [
    ['click', onClick],
    ['input', onInput],
    ['change', onChange],
    ['submit', onSubmit],
  ];
  window.addEventListener(
    hydratedEventName,
    () => {
      phase = 'replaying';
      void replay();
    },
    { once: true },
  );
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  for (const type of interactionEvents) document.addEventListener(type, start, { capture: true, passive: true });

  // Once the browser is first idle, each step in a task of its own (waiting for an idle moment
  // before each would take a frame's time per step: seconds on a slow phone). An interaction
  // meanwhile has started the app (start runs once), and the steps left are not needed. A module that does not load stops the steps:
  // the first interaction tries again, and handles a failure.
  const prepareWhenIdle = async () => {
    const urls = readModuleUrls();
    await idleMoment();
    for (let index = 0; index < urls.length; index += prefetchBatch) {
      if (hasStarted) return;
      for (const url of urls.slice(index, index + prefetchBatch)) prefetchModule(url);
      await nextTask();
    }
    if (loadModule !== undefined) {
      for (const url of urls) {
        if (hasStarted) return;
        await loadModule(url);
        await nextTask();
      }
    }
    run(false);
  };
  // Not before the page has painted: a load event can come before the first paint (the hero image
  // is in, the frame is not drawn yet), and the app's 140 KB would then compete with that paint.
  const prepareAfterPaint = () =>
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        prepareWhenIdle().catch((error: unknown) => console.warn('[boot] the app could not be prepared ahead', error));
      }, 0),
    );
  if (document.readyState === 'complete') prepareAfterPaint();
  else window.addEventListener('load', prepareAfterPaint, { once: true });
}
