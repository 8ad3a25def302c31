import type { ClientFieldChange } from '../../../shared/client-fields/judge-client-edits.js';

export interface ClientProposalMailInput {
  /** The request's names ('' on no request, or when the client gave none). */
  names: string;
  layoutName: string;
  draftId: string;
  changes: readonly ClientFieldChange[];
  /** Where the operator accepts or refuses it: the layout in the editor. */
  layoutUrl: string;
}

/**
 * The paragraph of the operator's mail about a client's proposal ('Invia le modifiche'), with a
 * fixed subject: the client's texts stay in the plain-text body, each before and after, so the
 * operator reads them without opening the editor.
 */
export function clientProposalMail(input: ClientProposalMailInput): { subject: string; paragraph: string } {
  const who = input.names === '' ? 'Il cliente' : `Il cliente (${input.names})`;
  const lines = input.changes.map((change) => `- «${change.before}» → «${change.after}»`);
  return {
    subject: 'Un cliente ha proposto dei testi per un layout',
    paragraph: [
      `${who} ha proposto dei testi nuovi per il layout «${input.layoutName}»:`,
      '',
      ...lines,
      '',
      `Li accetti o li rifiuti nell'editor del layout: ${input.layoutUrl}`,
      `Bozza: ${input.draftId}`,
    ].join('\n'),
  };
}
