import { describe, expect, it } from 'vitest';
import { describePasswordWeakness } from '../../shared/auth/password-feedback.js';
import { judgePassword } from './judge-password.js';

describe('judgePassword', () => {
  it.each(['12345678', 'password1', 'qwertyuiop', 'ciaociao1', 'fotografo2024'])('refuses %s', async (password) => {
    const judgement = await judgePassword(password, ['anna.bianchi@example.com']);
    expect(judgement.ok).toBe(false);
  });

  it('refuses the address itself and says why in Italian and English', async () => {
    const judgement = await judgePassword('anna.bianchi@example.com', ['anna.bianchi@example.com']);
    if (judgement.ok) throw new Error('the address was accepted as a password');
    expect(judgement.warning).toBe('userInputs');
    expect(describePasswordWeakness(judgement, 'it')).toMatch(/^La password è troppo facile da indovinare\. Non usare il tuo indirizzo email o parti di esso\./);
    expect(describePasswordWeakness(judgement, 'en')).toMatch(/^This password is too easy to guess\. Do not use your email address or parts of it\./);
  });

  it.each(['correct-horse-battery', 'Tramonto-Bicicletta-77', 'una password lunga e strana'])('accepts %s', async (password) => {
    expect(await judgePassword(password, ['anna.bianchi@example.com'])).toEqual({ ok: true });
  });

});
