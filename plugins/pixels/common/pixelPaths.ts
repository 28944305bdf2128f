/** One pixel's calls: show (GET), update (PUT), destroy (DELETE). */
const byId = (id: number | string) => `/v1/pixels/${id}`;

/** The pixels calls (management §7), relative to /api; both halves and the plugins requiring pixels import them. */
export const pixelPaths = {
  /** Every pixel the caller reads, as PixelChoice: the transfer and tracking wizards' picker, their details' assigned pixels. */
  getPixels: '/v1/pixels/getPixels',
  datatable: '/v1/pixels/datatable',
  create: '/v1/pixels/create',
  show: byId,
  update: byId,
  remove: byId,
  /** The back-office review (OP-12, admins): the javascript pixels waiting, oldest change first. */
  queue: '/v1/pixels/queue',
  /** An admin approves a javascript pixel as reviewed, or rejects it with a reason. */
  approve: (id: number | string) => `/v1/pixels/${id}/approve`,
  reject: (id: number | string) => `/v1/pixels/${id}/reject`,
};
