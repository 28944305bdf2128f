/**
 * One bucket of audiences/growth/history (a UTC day) or audiences/growth/histogram (30 UTC
 * minutes): visitors newly assigned to the audience in it. Server and cards read this shape.
 */
export interface GrowthPoint {
  /** UTC epoch ms of the bucket start. */
  key: number;
  /** The bucket start, ISO 8601 in UTC. */
  date: string;
  audienceCount: number;
}
