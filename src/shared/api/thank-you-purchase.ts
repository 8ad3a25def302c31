/**
 * The query /grazie gets after a custom layout's checkout (`…&acquisto=layout-su-misura`), so the
 * page says what happens next instead of confirming a plan; visitors buy it too, so neither the
 * session nor /api/me could tell. No zod here: the thank-you page imports it.
 */
export const thankYouPurchaseParam = { name: 'acquisto', customLayout: 'layout-su-misura' } as const;
