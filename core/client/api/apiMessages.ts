/** User-facing texts of the API kernel (spec §8). */
export const apiMessages = {
  unexpected: 'An unexpected error has occurred. Please try again or contact support.',
  forbidden: "You don't have the needed permissions for this action!",
  notFound: 'View not found!',
  timeout: 'Request timeout after 60 seconds. Please apply filter or try again.',
  duplicate: 'resource request already running',
  tokenExpired: 'Your token is expired, please login again!',
  accountCheckFailed: 'Error during checking account!',
} as const;
