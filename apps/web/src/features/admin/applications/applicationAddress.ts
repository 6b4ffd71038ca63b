/** An application's details page (admin-console.md route table): /applications/{aadObjectId}/{tab}. */
export const applicationAddress = (aadObjectId: string, tab = 'profile') =>
  `/applications/${encodeURIComponent(aadObjectId)}/${tab}`;
