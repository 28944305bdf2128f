/** Replies of the devices block's resources (devices, browsers, operatingSystems) for the insights page tests. */
export const DEVICE_REPLIES: Record<string, unknown> = {
  devices: [
    { key: 'Desktop', doc_count: 6, users: 3, views: 6 },
    { key: 'Phone', doc_count: 2, users: 1, views: 2 },
    { key: 'Tablet', doc_count: 0, users: 0, views: 0 },
  ],
  browsers: [{ key: 'Chrome', doc_count: 6, users: 3, views: 6 }],
  operatingSystems: [{ key: 'Windows', doc_count: 6, users: 3, views: 6 }],
};
