import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordWeakness } from '../../shared/auth/password-feedback.js';
import { isPasswordSuggestion, isPasswordWarning } from '../../shared/auth/password-feedback.js';

export type PasswordJudgement = { ok: true } | ({ ok: false } & PasswordWeakness);

/** zxcvbn's 0–4 scale: 3 is "safely unguessable" for an online attack with throttling. */
const minimumScore = 3;
/** Past this the estimator slows down (hundreds of ms) and a password this long is not weak anyway. */
const judgedLength = 100;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The strength estimator with its dictionaries (several MB), built on first use and kept for the
 * life of the process: a server that never sees a password form never loads them.
 */
function getEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, italian] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-it'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...italian.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: judgedLength,
    });
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/**
 * Whether a new password is strong enough. `personal` are things an attacker knows about the
 * user (the address, its local part): a password built from them scores low.
 */
export async function judgePassword(password: string, personal: readonly string[]): Promise<PasswordJudgement> {
  const zxcvbn = await getEstimator();
  const userInputs = personal.flatMap((value) => {
    const local = value.split('@')[0] ?? '';
    return [value, local, ...local.split(/[._+-]+/)].filter((part) => part.length >= 3);
  });
  const result = zxcvbn.check(password.slice(0, judgedLength), userInputs);
  if (result.score >= minimumScore) return { ok: true };
  const { warning, suggestions } = result.feedback;
  return {
    ok: false,
    warning: isPasswordWarning(warning) ? warning : null,
    suggestions: suggestions.filter(isPasswordSuggestion),
  };
}
