/** What the draft page learnt about the draft's layout: its raw answer (parsed by the lazy chunk), or nothing to edit. */
export type DraftLayoutState = { status: 'loading' } | { status: 'editable'; data: unknown } | { status: 'image' };

/**
 * Asks whether the draft is of an account layout the page can draw. Any answer but 200 (a plain
 * image draft, an old or replaced link, the network) leaves the page on the draft's image, as
 * before. The answer is validated by the lazily loaded editor of the draft, which owns the schema.
 */
export async function loadDraftLayout(draftId: string, operatorId: string, signal?: AbortSignal): Promise<DraftLayoutState> {
  try {
    const response = await fetch(`/api/draft-layout?id=${encodeURIComponent(draftId)}&operatorId=${encodeURIComponent(operatorId)}`, { signal: signal ?? null, headers: { accept: 'application/json' } });
    if (!response.ok) return { status: 'image' };
    return { status: 'editable', data: (await response.json()) as unknown };
  } catch {
    return { status: 'image' };
  }
}
