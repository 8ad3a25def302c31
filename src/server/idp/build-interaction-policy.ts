import { interactionPolicy } from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

const { Check, base } = interactionPolicy;

/**
 * oidc-provider's default policy plus one login check: screen_hint=signup always shows the
 * sign-up page, even to a browser that still has an IdP session. Someone who clicks "create an
 * account" means it; signing them silently into the old account would be a surprise. If they then
 * register a different account, oidc-provider ends the old session before resuming (resume.js).
 */
export function buildInteractionPolicy(): interactionPolicy.Policy {
  const policy = base();
  const login = policy.get('login');
  if (login === undefined) throw new Error("oidc-provider's base policy has no login prompt");
  login.checks.add(
    new Check('screen_hint_signup', 'sign-up was requested', (ctx: KoaContextWithOIDC) => {
      // Once the interaction produced a login, the resumed request must not prompt again.
      if (ctx.oidc.result?.login !== undefined) return Check.NO_NEED_TO_PROMPT;
      return ctx.oidc.params?.screen_hint === 'signup' ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}
