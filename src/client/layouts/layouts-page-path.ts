/** The operator's saved layouts (auth-gated). */
export const layoutsPagePath = '/dashboard/layouts';
