/** The account settings page, inside the dashboard area. */
export const accountPagePath = '/dashboard/account';
