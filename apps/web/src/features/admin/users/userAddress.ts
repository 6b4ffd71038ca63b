/** A user's details page (admin-console.md route table): /users/{email}/{tab}, profile by default. */
export const userAddress = (email: string, tab = 'profile') => `/users/${encodeURIComponent(email)}/${tab}`;
