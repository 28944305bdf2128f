/**
 * The event the tracker's firing appends for every pixel it was told to fire: a row of kind
 * 'event' with this event name and the pixel's id as its label (String(pixelId)). A pixel's
 * `triggered` is the count of these rows since it was created.
 */
export const PIXEL_FIRE_EVENT = 'pixel_fire';
