import { phonePrefixes } from './phone-prefix.js';

/**
 * A phone number as people read it: '+393330000018' → '+39 333 000 0018'. An Italian mobile
 * (3xx) or landline is grouped 3-3-4 (landlines by what is left); other numbers in threes after
 * their prefix. Anything that is not a plain number (letters, an extension) is shown as typed.
 */
export function formatPhone(raw: string): string {
  const typed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 6) return typed;
  const hasPlus = typed.startsWith('+');
  const prefix = hasPlus ? [...phonePrefixes].sort((a, b) => b.length - a.length).find((candidate) => `+${digits}`.startsWith(candidate)) : undefined;
  const national = prefix === undefined ? digits : digits.slice(prefix.length - 1);
  const grouped = prefix === undefined || prefix === '+39' ? groupItalian(national) : groupInThrees(national);
  return prefix === undefined ? (hasPlus ? `+${grouped}` : grouped) : `${prefix} ${grouped}`;
}

function groupItalian(national: string): string {
  if (national.length === 10) return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return groupInThrees(national);
}

function groupInThrees(digits: string): string {
  const groups: string[] = [];
  for (let index = 0; index < digits.length; index += 3) groups.push(digits.slice(index, index + 3));
  // A last group of one digit reads badly: it joins the group before.
  if (groups.length > 1 && (groups.at(-1)?.length ?? 0) === 1) {
    const last = groups.pop() ?? '';
    groups[groups.length - 1] = `${groups.at(-1) ?? ''}${last}`;
  }
  return groups.join(' ');
}
